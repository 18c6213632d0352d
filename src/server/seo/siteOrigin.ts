import { getEnv } from '../config/env.ts';

/** The origin absolute links use: PUBLIC_ORIGIN when set (behind a proxy), else the request's. */
export function siteOrigin(requestUrl: URL): string {
  return (getEnv().PUBLIC_ORIGIN ?? requestUrl.origin).replace(/\/+$/, '');
}

/** A path or URL made absolute against the site origin; '' stays ''. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  if (pathOrUrl === '') return '';
  return new URL(pathOrUrl, `${origin}/`).href;
}

/**
 * The one URL of a page: origin + path, keeping only the query parameters that make it a
 * different page (`keep`, e.g. a list's tab); cursors, tracking and the like are dropped.
 */
export function canonicalUrl(requestUrl: URL, origin: string, keep: readonly string[] = []): string {
  const url = new URL(requestUrl.pathname, `${origin}/`);
  for (const name of keep) {
    const value = requestUrl.searchParams.get(name);
    if (value !== null && value !== '') url.searchParams.set(name, value);
  }
  return url.href;
}
