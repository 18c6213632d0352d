import { describe, expect, it } from 'vitest';
import { getSchema } from '@tiptap/core';
import { editorSchemaExtensions } from './editorSchemaExtensions.ts';
import { LINK_REL } from './linkSchemes.ts';

const schema = getSchema(editorSchemaExtensions());
const attrDefaults = (spec: { attrs?: Record<string, { default?: unknown }> | null | undefined }) =>
  Object.fromEntries(Object.entries(spec.attrs ?? {}).map(([name, attr]) => [name, attr.default]));

describe('editor document model (SPEC §3)', () => {
  it('has images with src, alt, title, width and height that can be dragged, as blocks by default', () => {
    const image = schema.nodes['image']!;
    expect(Object.keys(image.spec.attrs ?? {})).toEqual(
      expect.arrayContaining(['src', 'alt', 'title', 'width', 'height']),
    );
    expect(image.spec.draggable).toBe(true);
    expect(image.isInline).toBe(false);
    const inline = getSchema(editorSchemaExtensions({ inlineImages: true }));
    expect(inline.nodes['image']!.isInline).toBe(true);
  });

  it('opens links in a new tab with rel noopener noreferrer nofollow ugc', () => {
    expect(attrDefaults(schema.marks['link']!.spec)).toMatchObject({
      href: null,
      target: '_blank',
      rel: LINK_REL,
    });
    expect(LINK_REL).toBe('noopener noreferrer nofollow ugc');
  });

  it('starts ordered lists at 1 and task items unchecked', () => {
    expect(attrDefaults(schema.nodes['orderedList']!.spec)).toMatchObject({ start: 1 });
    expect(attrDefaults(schema.nodes['taskItem']!.spec)).toMatchObject({ checked: false });
  });

  it('has headings 1 to 6, code blocks with a language, and text alignment', () => {
    expect(attrDefaults(schema.nodes['heading']!.spec)).toMatchObject({ level: 1, textAlign: null });
    expect(attrDefaults(schema.nodes['codeBlock']!.spec)).toMatchObject({ language: null });
    expect(attrDefaults(schema.nodes['paragraph']!.spec)).toMatchObject({ textAlign: null });
  });

  it('has a text style mark with colour, background, font, size and line height', () => {
    expect(Object.keys(schema.marks['textStyle']!.spec.attrs ?? {})).toEqual(
      expect.arrayContaining(['color', 'backgroundColor', 'fontFamily', 'fontSize', 'lineHeight']),
    );
  });

  it('has every mark and node the toolbar uses', () => {
    for (const mark of ['bold', 'italic', 'underline', 'strike', 'code', 'link', 'textStyle']) {
      expect(schema.marks[mark], mark).toBeDefined();
    }
    for (const node of ['blockquote', 'bulletList', 'taskList', 'horizontalRule', 'image', 'codeBlock']) {
      expect(schema.nodes[node], node).toBeDefined();
    }
  });
});
