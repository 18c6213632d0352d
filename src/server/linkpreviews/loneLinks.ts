import { loneLinkOfLine } from '@/shared/comments/formatCommentText.ts';
import { previewableUrl, previewCardHtml, type PreviewCard } from '@/shared/linkpreviews/previewCard.ts';

export { previewableUrl, type PreviewCard };

/**
 * Links alone in their paragraph of stored content HTML (decision 079): the ones that become a
 * preview card. The HTML is the sanitizer's output (sanitizeContent), so a paragraph holding one
 * link is exactly `<p><a href="…" …>text</a></p>`; the link's text must be its own address (a pasted
 * link, not a worded one), read through the /redirect interstitial when external links are rewritten.
 */

/** Cards one post or comment may have; links past these stay plain links. */
export const PREVIEWS_PER_ITEM = 5;

const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/gi;

/** Decodes the character references of HTML text or an attribute value. */
export function decodeHtml(value: string): string {
  return value.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED[name.toLowerCase()] ?? whole;
    const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

// A paragraph of one <a> start tag (quoted values may hold ">"), its text, and nothing else.
const LONE_LINK = /<p>\s*(<a(?=[\s>])(?:[^>"']|"[^"]*"|'[^']*')*>)([^<]*)<\/a>\s*<\/p>/gi;
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

function hrefTarget(anchor: string): string | undefined {
  const match = HREF.exec(anchor);
  const href = decodeHtml(match?.[1] ?? match?.[2] ?? '');
  if (href.startsWith('/redirect?'))
    return new URLSearchParams(href.slice('/redirect?'.length)).get('url') ?? undefined;
  return href;
}

/** The URL a lone link stands for, when its text is the address it leads to. */
function loneLinkUrl(anchor: string, text: string): string | undefined {
  const url = previewableUrl(decodeHtml(text));
  const target = hrefTarget(anchor);
  if (!url || target === undefined) return undefined;
  return previewableUrl(target) === url ? url : undefined;
}

/** The distinct URLs of the item's lone links, in order, at most PREVIEWS_PER_ITEM. */
export function loneLinks(html: string): string[] {
  if (!html.includes('<a')) return [];
  const urls = new Set<string>();
  for (const match of html.matchAll(LONE_LINK)) {
    const url = loneLinkUrl(match[1] ?? '', match[2] ?? '');
    if (url) urls.add(url);
    if (urls.size === PREVIEWS_PER_ITEM) break;
  }
  return [...urls];
}

/** The HTML with each lone link that has a card shown as that card; the rest is unchanged. */
export function withPreviewCards(html: string, cardOf: (url: string) => PreviewCard | undefined): string {
  if (!html.includes('<a')) return html;
  return html.replace(LONE_LINK, (whole, anchor: string, text: string) => {
    const url = loneLinkUrl(anchor, text);
    const card = url ? cardOf(url) : undefined;
    return url && card ? previewCardHtml(anchor, url, card) : whole;
  });
}

/** The distinct URLs alone on a line of plain text (a comment), in order, at most PREVIEWS_PER_ITEM. */
export function loneLinksInText(text: string): string[] {
  const urls = new Set<string>();
  for (const line of text.split(/\r?\n|\r/)) {
    const url = loneLinkOfLine(line);
    if (url) urls.add(url);
    if (urls.size === PREVIEWS_PER_ITEM) break;
  }
  return [...urls];
}
