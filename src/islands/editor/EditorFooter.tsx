import type { Editor } from '@tiptap/core';
import { m } from '@/i18n/messages.ts';
import { CharacterCounter } from './CharacterCounter.tsx';

interface EditorFooterProps {
  editor: Editor | null;
  uploading: boolean;
  characterLimit?: number | undefined;
}

/** The status line under the editing area: the uploading indicator and the character counter. */
export function EditorFooter({ editor, uploading, characterLimit }: EditorFooterProps) {
  const hasLimit = characterLimit !== undefined && characterLimit > 0;
  return (
    <div className={`rte-footer${uploading || hasLimit ? '' : ' is-idle'}`}>
      <span className="rte-status" role="status">
        {uploading && (
          <>
            <span className="rte-spinner" aria-hidden="true" />
            {m.editor_uploading()}
          </>
        )}
      </span>
      {hasLimit && <CharacterCounter editor={editor} limit={characterLimit} />}
    </div>
  );
}
