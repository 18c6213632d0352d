import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { allowlistedSlice } from '@/shared/editor/allowlistedSlice.ts';

/** Pasted and dropped content (HTML, text or a move inside the editor) keeps only what the server keeps. */
export const PasteAllowlist = Extension.create<{ extraLinkSchemes: readonly string[] }>({
  name: 'pasteAllowlist',

  addOptions() {
    return { extraLinkSchemes: [] };
  },

  addProseMirrorPlugins() {
    const options = { extraLinkSchemes: this.options.extraLinkSchemes };
    return [
      new Plugin({
        key: new PluginKey('pasteAllowlist'),
        props: { transformPasted: (slice) => allowlistedSlice(slice, options) },
      }),
    ];
  },
});
