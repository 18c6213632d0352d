import { escapeHtml } from '@/shared/comments/safeHtml.ts';

/** Longest URL previewed (the link_previews column). */
const PREVIEW_URL_MAX_LENGTH = 2048;

/** What a card shows (decision 079): every field plain text; the image is on this site's storage. */
export interface PreviewCard {
  title: string;
  description: string;
  siteName: string;
  /** `/uploads/…` of the re-encoded image, '' for none. */
  imageUrl: string;
}

/** The address as previews key it: an http(s) URL without credentials or fragment, or undefined. */
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

/**
 * The card that takes a lone link's place: the link's own start tag (its href, target and rel,
 * rewritten through /redirect or not) around the page's site, title, description and image. Plain
 * HTML: nothing of the remote page runs or is embedded.
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
    `<span class="link-preview-site">${escapeHtml(card.siteName || new URL(url).hostname)}</span>` +
    `<span class="link-preview-title">${escapeHtml(card.title)}</span>${description}` +
    `</span></a></div>`
  );
}
