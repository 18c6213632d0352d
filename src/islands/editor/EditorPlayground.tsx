import { useState } from 'react';
import { m } from '@/i18n/messages.ts';
import RichTextEditor from './RichTextEditor.tsx';
import { uploadImage } from './uploadImage.ts';

type PlaygroundUploadMode = 'server' | 'local';

interface EditorPlaygroundProps {
  uploadMode: PlaygroundUploadMode;
  characterLimit?: number | undefined;
  readOnly?: boolean | undefined;
  /** Read-only mode: whether task toggles are accepted by the callback. */
  acceptReadOnlyToggle?: boolean | undefined;
  initialHtml?: string | undefined;
}

/** The editor on its own with its live HTML output, for developers and end-to-end tests (/dev/editor). */
export default function EditorPlayground(props: EditorPlaygroundProps) {
  const [html, setHtml] = useState(props.initialHtml ?? '');
  const [uploading, setUploading] = useState(false);
  const [readOnlyToggle, setReadOnlyToggle] = useState<boolean | null>(null);
  return (
    <div className="editor-playground">
      <RichTextEditor
        value={html}
        onChange={setHtml}
        name="content"
        placeholder={m.editor_placeholder_slash()}
        characterLimit={props.characterLimit}
        readOnly={props.readOnly}
        upload={props.uploadMode === 'server' ? uploadImage : undefined}
        onUploadingChange={setUploading}
        onReadOnlyTaskToggle={(_node, checked) => {
          setReadOnlyToggle(checked);
          return props.acceptReadOnlyToggle ?? false;
        }}
      />
      <dl className="editor-playground-state">
        <dt>{m.editor_playground_uploading()}</dt>
        <dd data-testid="editor-uploading">{String(uploading)}</dd>
        {readOnlyToggle !== null && (
          <>
            <dt>{m.editor_playground_readonly_toggle()}</dt>
            <dd data-testid="editor-readonly-toggle">{String(readOnlyToggle)}</dd>
          </>
        )}
      </dl>
      <section className="editor-playground-output" aria-labelledby="editor-output-title">
        <h2 id="editor-output-title">{m.editor_playground_output()}</h2>
        <pre data-testid="editor-output">{html}</pre>
      </section>
    </div>
  );
}
