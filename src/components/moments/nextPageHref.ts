/**
 * The crawlable URL of the next page: this page's path and query with `cursor` replaced,
 * or '' when there is no next page.
 */
export function nextPageHref(
  url: URL,
  page: { cursor: string; hasMore: boolean },
  path = url.pathname,
): string {
  if (!page.hasMore || !page.cursor) return '';
  const params = new URLSearchParams(url.search);
  params.set('cursor', page.cursor);
  return `${path}?${params.toString()}`;
}
