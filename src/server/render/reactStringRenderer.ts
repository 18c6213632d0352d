import type { AstroComponentMetadata } from 'astro';
import { createElement, type ComponentType, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getLocale } from '@/paraglide/runtime.js';
import type { ServerMarkupKey } from '@/shared/render/serverMarkupKey.ts';
import { REACT_STRING_RENDERER } from './reactIslandTag.ts';

type Slots = Record<string, string>;
interface RendererThis {
  result?: object;
}

// React's stream per island cost more than the render itself (a comment page renders 45 islands):
// one renderToString each is ~3 times cheaper. @astrojs/react's own string mode leaves out the
// island's id prefix, so useId() differed between server and browser; this renderer passes it.
// The browser side is @astrojs/react's client, which hydrates with the `prefix` attribute.
const prefixCounts = new WeakMap<object, number>();

/** A prefix per island of one page render; "p" keeps clear of the streaming renderer's "r" ids. */
function nextPrefix(result: object): string {
  const count = prefixCounts.get(result) ?? 0;
  prefixCounts.set(result, count + 1);
  return `p${count}`;
}

const RESOURCE_HINTS =
  /<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g;

/**
 * Astro children and named slots as @astrojs/react's client expects them: the HTML inside an
 * `astro-slot` element (`astro-static-slot` for a component that never hydrates), left alone by React.
 */
function slotElement(html: string | undefined, hydrates: boolean, name?: string): ReactElement | null {
  if (html == null || html.trim() === '') return null;
  return createElement(hydrates ? 'astro-slot' : 'astro-static-slot', {
    name,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: html },
  });
}

// An island repeated down a page (a comment's actions) renders the same visitor markup for most of its
// copies: a component that says what its server markup depends on (ServerMarkupKey) is rendered once
// per key and language, and the copies reuse that string (decision 045).
const MARKUP_MEMO_LIMIT = 256;
const markupMemos = new WeakMap<object, Map<string, string>>();

function markupMemoOf(Component: object): Map<string, string> {
  let memo = markupMemos.get(Component);
  if (!memo) markupMemos.set(Component, (memo = new Map()));
  return memo;
}

function renderIsland(element: ReactElement, prefix: string | undefined): string {
  const html = prefix ? renderToString(element, { identifierPrefix: prefix }) : renderToString(element);
  return html.replace(RESOURCE_HINTS, '');
}

/**
 * The island's markup, from the memo when its component has a markup key. A render that wrote its
 * id prefix (useId) belongs to that island alone and is never reused; without a page render (no
 * prefix to look for) nothing is memoized.
 */
function keyedMarkup(
  Component: ComponentType<Record<string, unknown>> & ServerMarkupKey<Record<string, unknown>>,
  props: Record<string, unknown>,
  element: ReactElement,
  prefix: string,
): string {
  const memo = markupMemoOf(Component);
  const key = `${getLocale()}\u0000${Component.serverMarkupKey!(props)}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const html = renderIsland(element, prefix);
  if (html.includes(prefix)) return html;
  if (memo.size >= MARKUP_MEMO_LIMIT) memo.clear();
  memo.set(key, html);
  return html;
}

async function renderToStaticMarkup(
  this: RendererThis | undefined,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
  slots: Slots,
  metadata: AstroComponentMetadata | undefined,
): Promise<{ html: string; attrs?: Record<string, string> }> {
  const prefix = this?.result ? nextPrefix(this.result) : undefined;
  const hydrates = Boolean(metadata?.hydrate);
  const { default: children, ...named } = slots;
  const ownProps: Record<string, unknown> = { ...props };
  delete ownProps.class;
  for (const [name, html] of Object.entries(named)) ownProps[name] = slotElement(html, hydrates, name);
  const element = createElement(Component, ownProps, slotElement(children, hydrates));
  const keyed = typeof (Component as ServerMarkupKey<never>).serverMarkupKey === 'function';
  const html =
    keyed && prefix && Object.keys(slots).length === 0
      ? keyedMarkup(Component, ownProps, element, prefix)
      : renderIsland(element, prefix);
  return prefix ? { html, attrs: { prefix } } : { html };
}

export default {
  name: REACT_STRING_RENDERER,
  // Only tagged components come here; anything untagged is left to @astrojs/react.
  check: () => false,
  renderToStaticMarkup,
  supportsAstroStaticSlot: true,
};
