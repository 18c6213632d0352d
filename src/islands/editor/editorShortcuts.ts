import { Extension } from '@tiptap/core';
import type { EditorHandlers } from './editorHandlers.ts';

/** Ctrl/Cmd+K opens the link dialog; the other shortcuts come with their extensions. */
export const EditorShortcuts = Extension.create<{ handlers: EditorHandlers | null }>({
  name: 'editorShortcuts',

  addOptions() {
    return { handlers: null };
  },

  addKeyboardShortcuts() {
    return {
      'Mod-k': () => {
        if (!this.editor.isEditable || !this.options.handlers) return false;
        this.options.handlers.openLinkDialog();
        return true;
      },
    };
  },
});
