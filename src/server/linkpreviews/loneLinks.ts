/**
 * Links alone in their paragraph of stored content HTML (decision 079): the ones that become a
 * preview card. The HTML is the sanitizer's output (sanitizeContent), so a paragraph holding one
 * link is exactly `<p><a href="…" …>text</a></p>`; the link's text must be its own address (a pasted
 * link, not a worded one), read through the /redirect interstitial when external links are rewritten.
 */

/** Longest URL previewed (the table's column). */
export const PREVIEW_URL_MAX_LENGTH = 2048;
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

/** Text or an attribute value made safe to write into HTML. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The address as previews key it: an http(s) URL without credentials, or undefined. */
export function previewableUrl(raw: string): string | undefined {
  const text = raw.trim();
  if (text.length === 0 || text.length > PREVIEW_URL_MAX_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password || !url.hostname) return undefined;
  url.hash = '';
  return url.href.length <= PREVIEW_URL_MAX_LENGTH ? url.href : undefined;
}

// A paragraph of one <a> start tag (quoted values may hold ">"), its text, and nothing else.
const LONE_LINK = /<p>\s*(<a(?=[\s>])(?:[^>"']|"[^"]*"|'[^']*')*>)([^<]*)<\/a>\s*<\/p>/gi;
const HREF = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

function hrefTarget(anchor: string): string | undefined {
  const match = HREF.exec(anchor);
  const href = decodeHtml(match?.[1] ?? match?.[2] ?? '');
  if (href.startsWith('/redirect?')) return new URLSearchParams(href.slice('/redirect?'.length)).get('url') ?? undefined;
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

/** What a card shows (every field plain text; the image is on our own storage). */
export interface PreviewCard {
  title: string;
  description: string;
  siteName: string;
  /** `/uploads/…` of the re-encoded image, '' for none. */
  imageUrl: string;
}

function hostOf(url: string): string {
  return new URL(url).hostname;
}

/**
 * The card that takes a lone link's paragraph: the link's own start tag (its href, target and rel,
 * rewritten or not) around the page's title, description, site and image. Plain HTML: nothing of
 * the remote page runs or is embedded.
 */
export function previewCardHtml(anchor: string, url: string, card: PreviewCard): string {
  const link = anchor.replace(/^<a/i, '<a class="link-preview"');
  const image = card.imageUrl
    ? `<img class="link-preview-image" src="${escapeHtml(card.imageUrl)}" alt="" loading="lazy">`
    : '';
  const description = card.description
    ? `<span class="link-preview-description">${escapeHtml(card.description)}</span>`
    : '';
  return (
    `<div class="link-preview-card">${link}${image}<span class="link-preview-text">` +
    `<span class="link-preview-site">${escapeHtml(card.siteName || hostOf(url))}</span>` +
    `<span class="link-preview-title">${escapeHtml(card.title)}</span>${description}` +
    `</span></a></div>`
  );
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
  for (const line of text.split('\n')) {
    const candidate = line.trim();
    if (!/^https?:\/\/\S+$/i.test(candidate)) continue;
    const url = previewableUrl(candidate);
    if (url) urls.add(url);
    if (urls.size === PREVIEWS_PER_ITEM) break;
  }
  return [...urls];
}
