import { Fragment, Slice, type Attrs, type Mark, type Node as ProseMirrorNode } from '@tiptap/pm/model';
import { keptCodeLanguage } from './codeBlockLanguages.ts';
import { withoutControlCharacters } from './controlCharacters.ts';
import { imageAttributes } from './imageAttributes.ts';
import { keptLinkHref, LINK_REL, LINK_TARGET } from './linkSchemes.ts';
import { keptListStart, keptListType } from './orderedListAttributes.ts';
import { allowedStyleValue } from './styleFilter.ts';

// Pasted or dropped content keeps only what sanitizeContent would keep of the editor's HTML, by the
// same rules (decision 010): what a member sees while writing is what is published.

export interface ContentAllowlistOptions {
  /** Link schemes allowed beyond ALLOWED_LINK_SCHEMES (linkSchemes.ts), as the editor was given them. */
  extraLinkSchemes?: readonly string[] | undefined;
}

/** The textStyle mark's attributes and the CSS property each renders as (`color: …`). */
const TEXT_STYLE_PROPERTIES = {
  color: 'color',
  backgroundColor: 'background-color',
  fontFamily: 'font-family',
  fontSize: 'font-size',
  lineHeight: 'line-height',
} as const;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const numberText = (value: unknown): string | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : text(value);

function keptMark(mark: Mark, options: ContentAllowlistOptions): Mark | undefined {
  if (mark.type.name === 'link') {
    const href = keptLinkHref(text(mark.attrs['href']) ?? '', options.extraLinkSchemes);
    return href === undefined
      ? undefined
      : mark.type.create({ href, target: LINK_TARGET, rel: LINK_REL, class: null, title: null });
  }
  if (mark.type.name === 'textStyle') {
    const attrs: Record<string, string | null> = {};
    for (const [name, property] of Object.entries(TEXT_STYLE_PROPERTIES)) {
      const value = text(mark.attrs[name]);
      attrs[name] = (value !== undefined && allowedStyleValue('span', property, value)) || null;
    }
    return Object.values(attrs).some(Boolean) ? mark.type.create(attrs) : undefined;
  }
  return mark;
}

function keptImageAttrs(attrs: Attrs): Attrs | undefined {
  const kept = imageAttributes({
    src: text(attrs['src']),
    alt: text(attrs['alt']),
    title: text(attrs['title']),
    width: numberText(attrs['width']),
    height: numberText(attrs['height']),
  });
  if (!kept) return undefined;
  return {
    ...attrs,
    src: kept.src,
    alt: kept.alt ?? null,
    title: kept.title ?? null,
    width: kept.width === undefined ? null : Number(kept.width),
    height: kept.height === undefined ? null : Number(kept.height),
  };
}

/** A node's attributes as they would come back from the server, or undefined when it must go. */
function keptAttrs(node: ProseMirrorNode): Attrs | undefined {
  const { attrs } = node;
  switch (node.type.name) {
    case 'image':
      return keptImageAttrs(attrs);
    case 'orderedList':
      return {
        ...attrs,
        start: keptListStart(numberText(attrs['start'])) ?? 1,
        type: keptListType(text(attrs['type'])) ?? null,
      };
    case 'codeBlock':
      return { ...attrs, language: keptCodeLanguage(text(attrs['language'])) };
  }
  if (!('textAlign' in attrs)) return attrs;
  const block = node.type.name === 'heading' ? `h${String(attrs['level'])}` : 'p';
  const align = text(attrs['textAlign']);
  return {
    ...attrs,
    textAlign: (align !== undefined && allowedStyleValue(block, 'text-align', align)) || null,
  };
}

function keptNode(node: ProseMirrorNode, options: ContentAllowlistOptions): ProseMirrorNode | undefined {
  const marks = node.marks.flatMap((mark) => keptMark(mark, options) ?? []);
  if (node.isText) {
    const value = withoutControlCharacters(node.text ?? '');
    return value === '' ? undefined : node.type.schema.text(value, marks);
  }
  const attrs = keptAttrs(node);
  if (!attrs) return undefined;
  const content = keptFragment(node.content, options);
  return node.type.createAndFill(attrs, content, marks) ?? node.type.create(attrs, content, marks);
}

function keptFragment(fragment: Fragment, options: ContentAllowlistOptions): Fragment {
  const kept: ProseMirrorNode[] = [];
  fragment.forEach((child) => {
    const node = keptNode(child, options);
    if (node) kept.push(node);
  });
  return Fragment.fromArray(kept);
}

/** How deep a slice can still be open at one edge once nodes were dropped. */
function openDepth(fragment: Fragment, edge: 'firstChild' | 'lastChild', wanted: number): number {
  let depth = 0;
  for (let node = fragment[edge]; depth < wanted && node && !node.isLeaf; node = node[edge]) depth++;
  return depth;
}

/** A pasted or dropped slice with only what the server's sanitizer would keep. */
export function allowlistedSlice(slice: Slice, options: ContentAllowlistOptions = {}): Slice {
  const content = keptFragment(slice.content, options);
  return new Slice(
    content,
    openDepth(content, 'firstChild', slice.openStart),
    openDepth(content, 'lastChild', slice.openEnd),
  );
}
