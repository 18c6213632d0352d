import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { isImageFile } from '@/shared/editor/imageFileCheck.ts';
import type { EditorHandlers } from './editorHandlers.ts';

const imageFiles = (list: FileList | null | undefined): File[] => Array.from(list ?? []).filter(isImageFile);

/** Pasted and dropped image files go to the island's image insertion; anything else is left to Tiptap. */
export const ImageFileDrop = Extension.create<{ handlers: EditorHandlers | null }>({
  name: 'imageFileDrop',

  addOptions() {
    return { handlers: null };
  },

  addProseMirrorPlugins() {
    const { handlers } = this.options;
    if (!handlers) return [];
    return [
      new Plugin({
        key: new PluginKey('imageFileDrop'),
        props: {
          handlePaste: (view, event) => {
            const files = imageFiles(event.clipboardData?.files);
            if (files.length === 0 || !view.editable) return false;
            event.preventDefault();
            handlers.insertImages(files, 'paste');
            return true;
          },
          handleDrop: (view, event, _slice, moved) => {
            const files = moved ? [] : imageFiles(event.dataTransfer?.files);
            if (files.length === 0 || !view.editable) return false;
            event.preventDefault();
            const position = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
            handlers.insertImages(files, 'drop', position);
            return true;
          },
        },
      }),
    ];
  },
});
