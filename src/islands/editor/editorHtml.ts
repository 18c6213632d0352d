import type { Editor } from '@tiptap/core';

// The trailing-node extension keeps an empty paragraph after a final image, list or code block
// so there is somewhere to type; it is not content.
const TRAILING_EMPTY_PARAGRAPHS = /(?:<p><\/p>)+$/;

/** The editor's value: its HTML, or "" when it holds nothing (so "required" checks work on it). */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML().replace(TRAILING_EMPTY_PARAGRAPHS, '');
}
