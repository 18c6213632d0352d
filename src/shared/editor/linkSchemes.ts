import { CONTENT_MAX_HREF_LENGTH } from './editorConstants.ts';

/** What every link gets, whatever the input said (decision 010). */
export const LINK_TARGET = '_blank';
export const LINK_REL = 'noopener noreferrer nofollow ugc';

/** The schemes a link may use; anything else is dropped (decision 010). */
export const ALLOWED_LINK_SCHEMES = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'tel',
  'callto',
  'sms',
  'cid',
  'xmpp',
] as const;

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
// Characters browsers strip or ignore inside a scheme ("java\nscript:", "&#0;") must not hide one.
// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020\u007f-\u009f]/g;

/**
 * True when href is relative (a path, query or fragment) or uses an allowed scheme.
 * `extraSchemes` are the "registered extras": schemes allowed beyond ALLOWED_LINK_SCHEMES.
 */
export function isAllowedLinkHref(href: string, extraSchemes: readonly string[] = []): boolean {
  const compact = href.replace(IGNORED, '');
  if (compact === '') return false;
  const match = SCHEME.exec(compact);
  // No scheme: a path, query, fragment or protocol-relative address, all of which stay on http(s).
  if (!match) return true;
  const scheme = match[1]!.toLowerCase();
  return (ALLOWED_LINK_SCHEMES as readonly string[]).includes(scheme) || extraSchemes.includes(scheme);
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

/**
 * The href a link keeps (control characters removed, trimmed), or undefined when the link must
 * go: too long, or a scheme outside the allowlist. The sanitizer and the editor both use it.
 */
export function keptLinkHref(href: string, extraSchemes: readonly string[] = []): string | undefined {
  const kept = href.replace(CONTROL, '').trim();
  if (kept.length > CONTENT_MAX_HREF_LENGTH || !isAllowedLinkHref(kept, extraSchemes)) return undefined;
  return kept;
}
