const CRAWLER_PATTERN = /bot|lighthouse|facebookexternalhit|google/i;

/** Bots and crawlers get a plain error page with the right status, never the interactive one. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && CRAWLER_PATTERN.test(userAgent);
}
