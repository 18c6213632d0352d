import { describe, expect, it } from 'vitest';
import { getSchema } from '@tiptap/core';
import { Fragment, Slice, type Node as ProseMirrorNode } from '@tiptap/pm/model';
import { allowlistedSlice } from './allowlistedSlice.ts';
import { editorSchemaExtensions } from './editorSchemaExtensions.ts';
import { LINK_REL } from './linkSchemes.ts';

const schema = getSchema(editorSchemaExtensions());
const UPLOADED = '/uploads/2026/01/0123456789abcdef0123456789abcdef.png';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** What a paste of these blocks keeps, as the document's JSON. */
function keep(blocks: object[], extraLinkSchemes?: string[]): unknown[] {
  const content = Fragment.fromArray(blocks.map((block) => schema.nodeFromJSON(block)));
  const kept = allowlistedSlice(new Slice(content, 0, 0), { extraLinkSchemes });
  const json: unknown[] = [];
  kept.content.forEach((node: ProseMirrorNode) => json.push(node.toJSON()));
  return json;
}

const paragraph = (...content: object[]) => ({ type: 'paragraph', attrs: { textAlign: null }, content });
const styled = (attrs: object, text = 'x') => ({ type: 'text', text, marks: [{ type: 'textStyle', attrs }] });
const linked = (attrs: object, text = 'x') => ({ type: 'text', text, marks: [{ type: 'link', attrs }] });
const image = (attrs: object) => ({ type: 'image', attrs });

describe('allowlistedSlice', () => {
  it('drops images whose source the server would drop, keeping uploads and raster data URLs', () => {
    const hostile = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml;base64,PHN2Zy8+',
      'vbscript:msgbox(1)',
      'https://elsewhere.example/x.png',
    ];
    const kept = keep([...hostile, UPLOADED, PNG].map((src) => image({ src })));
    expect(kept.map((node) => (node as { attrs: { src: string } }).attrs.src)).toEqual([UPLOADED, PNG]);
  });

  it('bounds image sizes and texts as the server does', () => {
    const [kept] = keep([
      image({ src: UPLOADED, alt: 'a'.repeat(600), title: '', width: 1600, height: 900 }),
    ]);
    expect(kept).toMatchObject({
      attrs: { src: UPLOADED, alt: 'a'.repeat(500), title: null, width: 800, height: 450 },
    });
  });

  it('unlinks forbidden or over-long hrefs and gives every link the fixed target and rel only', () => {
    const kept = keep([
      paragraph(
        linked({ href: 'javascript:alert(1)' }, 'a'),
        linked({ href: 'java\nscript:alert(1)' }, 'b'),
        linked({ href: 'vbscript:msgbox(1)' }, 'c'),
        linked({ href: 'data:text/html,x' }, 'd'),
        linked({ href: `https://example.com/${'x'.repeat(2100)}` }, 'e'),
        linked(
          { href: ' https://example.com/ok ', target: '_self', rel: 'opener', class: 'x', title: 't' },
          'f',
        ),
      ),
    ]);
    expect(kept).toEqual([
      paragraph(
        { type: 'text', text: 'abcde' },
        linked(
          {
            href: 'https://example.com/ok',
            target: '_blank',
            rel: LINK_REL,
            class: null,
            title: null,
            mention: null,
          },
          'f',
        ),
      ),
    ]);
  });

  it('keeps a registered extra scheme only when the editor was given it', () => {
    const block = paragraph(linked({ href: 'magnet:?xt=1' }));
    expect(keep([block])).toEqual([paragraph({ type: 'text', text: 'x' })]);
    expect(keep([block], ['magnet'])).toEqual([
      paragraph(
        linked({
          href: 'magnet:?xt=1',
          target: '_blank',
          rel: LINK_REL,
          class: null,
          title: null,
          mention: null,
        }),
      ),
    ]);
  });

  it('keeps only the text styles the server keeps, and drops a style mark with none left', () => {
    const kept = keep([
      paragraph(
        styled({ color: 'red; position: fixed', fontSize: '14px' }, 'a'),
        styled({ backgroundColor: 'url(javascript:alert(1))', fontFamily: 'expression(alert(1))' }, 'b'),
        styled({ lineHeight: '1.5', fontFamily: '"Comic Sans MS",  cursive' }, 'c'),
      ),
    ]);
    const none = { color: null, backgroundColor: null, fontFamily: null, fontSize: null, lineHeight: null };
    expect(kept).toEqual([
      paragraph(
        styled({ ...none, fontSize: '14px' }, 'a'),
        { type: 'text', text: 'b' },
        styled({ ...none, lineHeight: '1.5', fontFamily: '"Comic Sans MS", cursive' }, 'c'),
      ),
    ]);
  });

  it('normalizes list numbering, code languages and alignment, and strips control characters', () => {
    const kept = keep([
      {
        type: 'orderedList',
        attrs: { start: 99_999_999, type: 'x' },
        content: [{ type: 'listItem', content: [paragraph({ type: 'text', text: 'i' })] }],
      },
      { type: 'codeBlock', attrs: { language: 'Evil Lang"' }, content: [{ type: 'text', text: 'a\u0000b' }] },
      { type: 'heading', attrs: { level: 2, textAlign: 'center' }, content: [{ type: 'text', text: 'h' }] },
    ]);
    expect(kept).toMatchObject([
      { type: 'orderedList', attrs: { start: 1, type: null } },
      { type: 'codeBlock', attrs: { language: null }, content: [{ type: 'text', text: 'ab' }] },
      { type: 'heading', attrs: { level: 2, textAlign: 'center' } },
    ]);
  });
});
