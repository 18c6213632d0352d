/*
 * Links to other sites in content lead through the /redirect interstitial when the site config
 * asks for it (externalLinkRedirect). Applied when a page is rendered, so turning the setting on
 * or off changes old content too. Shared: comments are also rendered in the browser.
 */

/** The interstitial's path for an external address. */
export function redirectPath(url: string): string {
  return `/redirect?url=${encodeURIComponent(url)}`;
}

// Resolves relative links when the site's own origin is not known; never a real host.
const FALLBACK_BASE = 'http://plaza.invalid';

/** The site's own origins, from full URLs or origins; the first one resolves relative links. */
export interface SiteOrigins {
  base: string;
  own: ReadonlySet<string>;
}

export function siteOrigins(urls: ReadonlyArray<string | undefined>): SiteOrigins {
  const own = new Set<string>();
  for (const value of urls) {
    if (!value) continue;
    try {
      own.add(new URL(value).origin);
    } catch {
      // Not a URL: nothing to add.
    }
  }
  const [base = FALLBACK_BASE] = own;
  own.add(base);
  return { base, own };
}

/**
 * Where a link should point: the interstitial for an http(s) address on another origin, else
 * the href unchanged. The href is resolved the way a browser would ("//host", "/\host" and
 * "https:host" all leave the site), so only links that really stay here are left alone.
 */
export function externalHref(href: string, origins: SiteOrigins): string {
  let url: URL;
  try {
    url = new URL(href, origins.base);
  } catch {
    return href;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return href;
  if (origins.own.has(url.origin)) return href;
  return redirectPath(url.href);
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
const ENTITY = /&(?:#(\d{1,7})|#x([0-9a-f]{1,6})|([a-z]+));/gi;

function decodeAttribute(value: string): string {
  return value.replace(ENTITY, (whole, decimal?: string, hex?: string, name?: string) => {
    if (name) return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    const code = decimal ? Number.parseInt(decimal, 10) : Number.parseInt(hex ?? '', 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function encodeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

// An <a> start tag; quoted attribute values may hold ">".
const ANCHOR_TAG = /<a(?=[\s>/])(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
// One attribute of a start tag: name, then an optional double-quoted, single-quoted or bare value.
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function rewriteAnchor(tag: string, origins: SiteOrigins): string {
  const body = tag.slice(2, -1);
  for (const match of body.matchAll(ATTRIBUTE)) {
    if (match[1]?.toLowerCase() !== 'href') continue;
    const raw = match[2] ?? match[3] ?? match[4];
    if (raw === undefined) return tag;
    const href = decodeAttribute(raw);
    const next = externalHref(href.trim(), origins);
    if (next === href.trim()) return tag;
    const start = 2 + match.index;
    return `${tag.slice(0, start)}href="${encodeAttribute(next)}"${tag.slice(start + match[0].length)}`;
  }
  return tag;
}

/**
 * Points every <a href> of an HTML fragment that leaves the site at the interstitial. The fragment
 * is stored clean HTML (sanitizeContent), so only start tags of <a> are rewritten and nothing
 * else in the markup changes.
 */
export function rewriteExternalLinks(html: string, origins: SiteOrigins): string {
  if (!/<a[\s>/]/i.test(html)) return html;
  return html.replace(ANCHOR_TAG, (tag) => rewriteAnchor(tag, origins));
}
