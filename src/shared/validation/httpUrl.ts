// Characters browsers drop or treat specially inside an address; a link holding one is refused
// rather than shown differently from what it opens.
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u0020\u007f-\u009f]/;
const HTTP_PREFIX = /^https?:\/\//i;

/**
 * The parsed URL when value is a complete http(s) address with a host and no user name or
 * password (https://bank.example@evil.example hides its real host); otherwise undefined.
 */
export function parseHttpUrl(value: string): URL | undefined {
  if (!HTTP_PREFIX.test(value) || INVISIBLE.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return undefined;
  return url;
}

export function isHttpUrl(value: string): boolean {
  return parseHttpUrl(value) !== undefined;
}
