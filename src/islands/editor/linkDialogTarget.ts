import { getMarkRange, type Editor } from '@tiptap/core';
import { EDITOR_LINK_POPUP_MAX_WIDTH_PX } from '@/shared/editor/editorConstants.ts';

const EDGE_PX = 8;

export interface LinkDialogTarget {
  from: number;
  to: number;
  /** The selected text, or the whole existing link's text. */
  text: string;
  href: string;
  /** The range is an existing link: the dialog offers "Remove link". */
  isLink: boolean;
  /** Where to show the dialog, relative to the editing area. */
  top: number;
  left: number;
}

/** What the link dialog edits: the existing link around the cursor, else the selection. */
export function linkDialogTarget(editor: Editor, area: HTMLElement): LinkDialogTarget {
  const { state } = editor;
  let { from, to } = state.selection;
  const linkType = state.schema.marks['link'];
  const isLink = editor.isActive('link');
  if (isLink && linkType) {
    const range =
      getMarkRange(state.selection.$from, linkType) ?? getMarkRange(state.selection.$to, linkType);
    if (range) ({ from, to } = range);
  }
  const href = isLink ? String(editor.getAttributes('link')['href'] ?? '') : '';
  const coords = editor.view.coordsAtPos(from);
  const areaRect = area.getBoundingClientRect();
  const width = Math.min(EDITOR_LINK_POPUP_MAX_WIDTH_PX, areaRect.width - 2 * EDGE_PX);
  const maxLeft = areaRect.width - width - EDGE_PX;
  return {
    from,
    to,
    text: state.doc.textBetween(from, to, ' '),
    href,
    isLink,
    top: coords.bottom - areaRect.top + area.scrollTop + 6,
    left: Math.max(EDGE_PX, Math.min(maxLeft, coords.left - areaRect.left)),
  };
}
