import { createHash } from 'node:crypto';
import { sanitizeContent } from '@/server/content/sanitizeContent.ts';
import type { LinkRewrite } from '@/server/content/contentLinks.ts';

export interface SiteNoticeView {
  /** The notice as clean HTML: admin text is sanitized like user content, never trusted. */
  html: string;
  /** Identifies this text: a dismissal is remembered under it, so a changed notice shows again. */
  key: string;
}

const KEY_LENGTH = 16;

/** The notice to show, or undefined when the site has none (or nothing is left once cleaned). */
export function siteNoticeView(notification: string, links: LinkRewrite): SiteNoticeView | undefined {
  const text = notification.trim();
  if (text === '') return undefined;
  const clean = sanitizeContent(text);
  if (clean.html === '') return undefined;
  const key = createHash('sha256').update(text).digest('hex').slice(0, KEY_LENGTH);
  return { html: links(clean.html), key };
}
