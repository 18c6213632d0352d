import { useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/core';
import { m } from '@/i18n/messages.ts';

/** "count / limit", shown when a character limit is set. */
export function CharacterCounter({ editor, limit }: { editor: Editor | null; limit: number }) {
  const count =
    useEditorState({
      editor,
      selector: ({ editor: current }) => current?.storage.characterCount?.characters() ?? 0,
    }) ?? 0;
  return (
    <span
      className={`rte-counter${count >= limit ? ' is-full' : ''}`}
      data-testid="editor-character-count"
      aria-label={m.editor_char_count_label({ count: String(count), limit: String(limit) })}
    >
      {m.editor_char_count({ count: String(count), limit: String(limit) })}
    </span>
  );
}
