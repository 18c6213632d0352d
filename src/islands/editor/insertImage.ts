import type { Editor } from '@tiptap/core';

export interface ImageAttributes {
  src: string;
  alt: string;
}

/**
 * Where the next image of a batch goes: the cursor for the first of a paste or a chosen batch,
 * the drop point for a drop, then right after the previous image. The position follows edits
 * made while uploads run.
 */
export function createInsertionPoint(editor: Editor, dropPosition: number | undefined) {
  let position: number | null = dropPosition ?? null;
  const follow = ({ transaction }: { transaction: { mapping: { map: (pos: number) => number } } }) => {
    if (position !== null) position = transaction.mapping.map(position);
  };
  editor.on('transaction', follow);

  return {
    insert(image: ImageAttributes): void {
      const chain = editor.chain().focus();
      if (position === null) chain.setImage(image).run();
      else
        chain
          .insertContentAt(Math.min(position, editor.state.doc.content.size), { type: 'image', attrs: image })
          .run();
      position = editor.state.selection.to;
    },
    dispose(): void {
      editor.off('transaction', follow);
    },
  };
}
