/** The crawlable next-page URL of a list page: the same path with ?cursor=…, or '' on the last page. */
export function nextPageHref(url: URL, page: { cursor: string; hasMore: boolean }): string {
  if (!page.hasMore || !page.cursor) return '';
  const next = new URL(url.pathname, url.origin);
  next.searchParams.set('cursor', page.cursor);
  return `${next.pathname}${next.search}`;
}
