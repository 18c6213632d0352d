import type { NodeViewRenderer } from '@tiptap/core';
import { Image, type ImageOptions } from '@tiptap/extension-image';
import { parseImageDimension } from './imageSize.ts';

export interface EditorImageOptions extends ImageOptions {
  /** The editor island supplies its resizable view; the schema alone renders a plain <img>. */
  nodeView: NodeViewRenderer | null;
}

const integerAttribute = (name: 'width' | 'height') => ({
  default: null,
  parseHTML: (element: HTMLElement) => parseImageDimension(element.getAttribute(name)),
  renderHTML: (attributes: Record<string, unknown>) => {
    const value = attributes[name];
    return typeof value === 'number' ? { [name]: String(value) } : {};
  },
});

/** Image: src, alt, title, integer width and height; block or inline; data URLs allowed; draggable. */
export const EditorImage = Image.extend<EditorImageOptions>({
  addOptions() {
    return { ...this.parent!(), allowBase64: true, nodeView: null };
  },

  addAttributes() {
    return {
      ...this.parent?.(),
      width: integerAttribute('width'),
      height: integerAttribute('height'),
    };
  },

  addNodeView() {
    return this.options.nodeView;
  },
});
