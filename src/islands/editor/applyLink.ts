import type { Editor } from '@tiptap/core';
import type { LinkSubmission } from '@/shared/editor/linkSubmission.ts';
import type { LinkDialogTarget } from './linkDialogTarget.ts';

/** Applies a confirmed link to the dialog's range; typing after it does not extend the link. */
export function applyLink(editor: Editor, target: LinkDialogTarget, submission: LinkSubmission): void {
  const size = editor.state.doc.content.size;
  const range = { from: Math.min(target.from, size), to: Math.min(target.to, size) };
  if (submission.kind === 'mark') {
    editor.chain().focus().setTextSelection(range).setLink({ href: submission.href }).run();
    return;
  }
  if (submission.kind !== 'replace') return;
  editor
    .chain()
    .focus()
    .insertContentAt(range, {
      type: 'text',
      text: submission.text,
      marks: [{ type: 'link', attrs: { href: submission.href } }],
    })
    .unsetMark('link')
    .run();
}

export function removeLink(editor: Editor, target: LinkDialogTarget): void {
  editor.chain().focus().setTextSelection({ from: target.from, to: target.to }).unsetLink().run();
}
