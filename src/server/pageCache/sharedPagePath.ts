/**
 * Public pages that read the same for everyone: the app renders them for nobody (no signed-in
 * viewer), so their HTML depends on the URL and the language only and both page caches may hand
 * one copy to every reader, members included (decision 027).
 */
const SHARED_PAGES: readonly RegExp[] = [
  /^\/$/,
  /^\/moments\/?$/,
  /^\/moments\/(node|tag)\/[^/]+\/?$/,
  /^\/moment\/\d+\/?$/,
  /^\/articles\/?$/,
  /^\/articles\/tag\/[^/]+\/?$/,
  /^\/article\/\d+\/?$/,
  /^\/(tags|links|search|about|terms)\/?$/,
  /^\/user\/\d+(\/(articles|followed|fans))?\/?$/,
  /^\/badges(\/[a-z0-9-]+)?\/?$/,
];

/** The following feed lists the moments of the people the viewer follows: it belongs to that viewer. */
function isPersonalVariant(pathname: string, search: string): boolean {
  return /^\/moments\/?$/.test(pathname) && new URLSearchParams(search).get('tab') === 'following';
}

/**
 * Whether a GET of this URL is a shared page. Everything else (the user centre, sign-in pages,
 * admin, the API, install, dev pages, the composers, the following feed, files) stays per viewer.
 */
export function isSharedPage(pathname: string, search = ''): boolean {
  return SHARED_PAGES.some((pattern) => pattern.test(pathname)) && !isPersonalVariant(pathname, search);
}
