import { useEffect, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { editorHtml } from './editorHtml.ts';

/** A hidden input that follows the editor's HTML, so a plain <form> can submit it. */
export function EditorValueInput({
  editor,
  name,
  initial,
}: {
  editor: Editor | null;
  name: string;
  initial: string;
}) {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    if (!editor) return;
    const onTransaction = ({ transaction }: { transaction: { docChanged: boolean } }) => {
      if (transaction.docChanged) setValue(editorHtml(editor));
    };
    setValue(editorHtml(editor));
    editor.on('transaction', onTransaction);
    return () => {
      editor.off('transaction', onTransaction);
    };
  }, [editor]);
  return <input type="hidden" name={name} value={value} />;
}
