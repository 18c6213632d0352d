/** Where pasted, dropped or chosen image files came from; it decides the failure message. */
export type ImageSource = 'paste' | 'drop' | 'picker';

/**
 * Callbacks the editor's extensions call into the island. One mutable object per editor, so the
 * extensions (created once) always reach the island's latest functions.
 */
export interface EditorHandlers {
  openLinkDialog: () => void;
  insertImages: (files: File[], source: ImageSource, position?: number) => void;
}

export function createEditorHandlers(): EditorHandlers {
  return { openLinkDialog: () => {}, insertImages: () => {} };
}
