import type { Attributes, IOptions, Tag } from 'sanitize-html';
import { ALLOWED_LINK_SCHEMES, keptLinkHref, LINK_TARGET } from '@/shared/editor/linkSchemes.ts';
import { filterStyle } from '@/shared/editor/styleFilter.ts';
import { imageAttributes } from '@/shared/editor/imageAttributes.ts';
import { keptListStart, keptListType } from '@/shared/editor/orderedListAttributes.ts';
import { CODE_LANGUAGE_CLASS } from '@/shared/editor/codeBlockLanguages.ts';
import { CONTENT_MAX_NESTING } from './contentLimits.ts';
import { MENTION_ATTRIBUTE, mentionAnchorAttributes, mentionIdOf } from '@/shared/mentions/mentionMarkup.ts';
import { memberLinkRel } from './memberLinkRel.ts';

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

/** The elements Tiptap's StarterKit, Underline, Link, TextAlign, TextStyle, Image and TaskList render. */
export const EDITOR_TAGS = [
  'p',
  'br',
  ...HEADINGS,
  'blockquote',
  'ul',
  'ol',
  'li',
  'label',
  'input',
  'div',
  'pre',
  'code',
  'strong',
  'em',
  'u',
  's',
  'a',
  'img',
  'hr',
  'span',
];

// Removed together with everything inside them: their text is code, markup or a fallback, never prose.
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frameset',
  'template',
  'title',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'plaintext',
];

// A tag name no allowlist contains: renaming an element to it removes the element but keeps its
// children (a void element such as img simply disappears).
const UNWRAP = 'plaza-unwrap';
const unwrap = (): Tag => ({ tagName: UNWRAP, attribs: {} });

interface OpenElement {
  name: string;
  attribs: Attributes;
  /** An li that is a real task item: data-type="taskItem" directly inside ul[data-type="taskList"]. */
  taskItem: boolean;
}

/**
 * The sanitize-html options for one run. Parent-dependent rules (a checkbox only inside a task
 * item's label) follow the parser's own open elements, which onOpenTag/onCloseTag report.
 * `followLinks`: the author's links lose `nofollow` (memberLinkRel).
 */
export function editorHtmlPolicy(extraLinkSchemes: readonly string[] = [], followLinks = false): IOptions {
  const linkRel = memberLinkRel(followLinks);
  const open: OpenElement[] = [];
  const parent = (levelsUp: number): OpenElement | undefined => open[open.length - 1 - levelsUp];
  const inTaskItem = (levelsUp: number) => parent(levelsUp)?.taskItem === true;

  const transformTags: Record<string, (tagName: string, attribs: Attributes) => Tag> = {
    b: (_, attribs) => ({ tagName: 'strong', attribs }),
    i: (_, attribs) => ({ tagName: 'em', attribs }),
    strike: (_, attribs) => ({ tagName: 's', attribs }),
    del: (_, attribs) => ({ tagName: 's', attribs }),
    a: (_, attribs) => {
      // A mention links to the member's profile and nowhere else, whatever href it came with;
      // linkMentions then checks the member exists and writes its label (decision 037).
      const mentioned = mentionIdOf(attribs[MENTION_ATTRIBUTE]);
      if (mentioned !== undefined) return { tagName: 'a', attribs: mentionAnchorAttributes(mentioned) };
      const href = keptLinkHref(attribs.href ?? '', extraLinkSchemes);
      if (href === undefined) return unwrap();
      return { tagName: 'a', attribs: { href, target: LINK_TARGET, rel: linkRel } };
    },
    img: (_, attribs) => {
      const kept = imageAttributes(attribs);
      return kept ? { tagName: 'img', attribs: { ...kept } } : unwrap();
    },
    span: (_, attribs) => {
      const style = filterStyle('span', attribs.style);
      if (style) return { tagName: 'span', attribs: { style } };
      // The empty span beside a task checkbox is part of the task item's structure.
      return parent(1)?.name === 'label' && inTaskItem(2) ? { tagName: 'span', attribs: {} } : unwrap();
    },
    ul: (_, attribs) => ({
      tagName: 'ul',
      attribs: attribs['data-type'] === 'taskList' ? { 'data-type': 'taskList' } : {},
    }),
    ol: (_, attribs) => {
      const kept: Attributes = {};
      const start = keptListStart(attribs.start);
      const type = keptListType(attribs.type);
      if (start !== undefined) kept.start = String(start);
      if (type !== undefined) kept.type = type;
      return { tagName: 'ol', attribs: kept };
    },
    li: (_, attribs) => {
      if (!inTaskItem(0)) return { tagName: 'li', attribs: {} };
      const checked = attribs['data-checked'] === 'true' ? 'true' : 'false';
      return { tagName: 'li', attribs: { 'data-type': 'taskItem', 'data-checked': checked } };
    },
    label: () => (inTaskItem(1) ? { tagName: 'label', attribs: {} } : unwrap()),
    div: () => (inTaskItem(1) ? { tagName: 'div', attribs: {} } : unwrap()),
    input: (_, attribs) => {
      if (parent(1)?.name !== 'label' || !inTaskItem(2)) return unwrap();
      const kept: Attributes = { type: 'checkbox' };
      if (attribs.checked !== undefined) kept.checked = 'checked';
      return { tagName: 'input', attribs: kept };
    },
  };
  for (const tag of ['p', ...HEADINGS]) {
    transformTags[tag] = (tagName, attribs) => {
      const style = filterStyle(tagName, attribs.style);
      return { tagName, attribs: style ? { style } : {} };
    };
  }

  return {
    allowedTags: EDITOR_TAGS,
    allowedAttributes: {
      a: ['href', 'target', 'rel', MENTION_ATTRIBUTE],
      img: ['src', 'alt', 'title', 'width', 'height'],
      ol: ['start', 'type'],
      ul: ['data-type'],
      li: ['data-type', 'data-checked'],
      input: ['type', 'checked'],
      span: ['style'],
      ...Object.fromEntries(['p', ...HEADINGS].map((tag) => [tag, ['style']])),
    },
    allowedClasses: { code: [CODE_LANGUAGE_CLASS] },
    allowedSchemes: [...ALLOWED_LINK_SCHEMES, ...extraLinkSchemes],
    allowedSchemesByTag: { img: ['data'] },
    allowProtocolRelative: true,
    // Our own filter already rewrote every style; postcss would only reformat it.
    parseStyleAttributes: false,
    disallowedTagsMode: 'discard',
    nonTextTags: DROPPED_WITH_CONTENT,
    nestingLimit: CONTENT_MAX_NESTING,
    enforceHtmlBoundary: false,
    transformTags,
    onOpenTag: (name, attribs) => {
      const container = parent(0);
      const taskItem =
        name === 'li' &&
        attribs['data-type'] === 'taskItem' &&
        container?.name === 'ul' &&
        container.attribs['data-type'] === 'taskList';
      open.push({ name, attribs, taskItem });
    },
    onCloseTag: (name) => {
      const index = open.findLastIndex((element) => element.name === name);
      if (index !== -1) open.length = index;
    },
  };
}
