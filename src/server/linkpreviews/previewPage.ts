import sanitizeHtml from 'sanitize-html';
import { decodeHtml } from './loneLinks.ts';

/** What a page says of itself in its head: Open Graph, Twitter card, <title> and description. */
export interface PageFacts {
  title: string;
  description: string;
  siteName: string;
  /** Absolute http(s) URL of its image, '' for none. */
  imageUrl: string;
  /** Absolute http(s) URL of its oEmbed (JSON) discovery link, '' for none. */
  oembedUrl: string;
}

const LIMITS = { title: 300, description: 500, siteName: 100 } as const;

// C0 controls and DEL: a page's text may hold them; a card shows none.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/** Plain text of at most max characters: whitespace folded, control characters gone. */
function cleanText(value: string, max: number): string {
  const text = value.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function absoluteHttpUrl(value: string | undefined, base: string): string {
  if (!value) return '';
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

/**
 * Reads the facts of an HTML page (the first bytes of it, decoded as UTF-8) with the sanitizer's
 * parser: only <title>, <meta> and <link> are looked at, nothing is run or kept.
 */
export function readPageFacts(html: string, pageUrl: string): PageFacts {
  const meta = new Map<string, string>();
  let title = '';
  let titleRead = false;
  let oembed = '';
  sanitizeHtml(html, {
    allowedTags: ['title'],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'svg'],
    transformTags: {
      meta: (tagName, attribs) => {
        const key = (attribs.property ?? attribs.name ?? '').trim().toLowerCase();
        if (key && attribs.content !== undefined && !meta.has(key)) meta.set(key, attribs.content);
        return { tagName, attribs: {} };
      },
      link: (tagName, attribs) => {
        const rel = (attribs.rel ?? '').toLowerCase().split(/\s+/);
        const type = (attribs.type ?? '').toLowerCase();
        if (!oembed && rel.includes('alternate') && type === 'application/json+oembed')
          oembed = attribs.href ?? '';
        return { tagName, attribs: {} };
      },
    },
    textFilter: (text, tagName) => {
      // The sanitizer hands text over escaped; the title is read once, from the first <title>.
      if (tagName === 'title' && !titleRead && title.length < 1000) title += decodeHtml(text);
      return '';
    },
    onCloseTag: (tagName) => {
      if (tagName === 'title') titleRead = true;
    },
  });
  const first = (...keys: string[]) => keys.map((key) => meta.get(key)).find((value) => value?.trim()) ?? '';
  return {
    title: cleanText(first('og:title', 'twitter:title') || title, LIMITS.title),
    description: cleanText(first('og:description', 'twitter:description', 'description'), LIMITS.description),
    siteName: cleanText(first('og:site_name', 'application-name'), LIMITS.siteName),
    imageUrl: absoluteHttpUrl(
      first('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image'),
      pageUrl,
    ),
    oembedUrl: absoluteHttpUrl(oembed, pageUrl),
  };
}

/** What an oEmbed answer adds (its `html` is never used: a preview embeds nothing). */
export function readOembedFacts(json: unknown, base: string): Partial<PageFacts> {
  if (!json || typeof json !== 'object') return {};
  const record = json as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? record[key] : '');
  return {
    title: cleanText(text('title'), LIMITS.title),
    siteName: cleanText(text('provider_name'), LIMITS.siteName),
    imageUrl: absoluteHttpUrl(text('thumbnail_url'), base),
  };
}
