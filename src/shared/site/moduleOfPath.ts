export type ContentModule = 'moment' | 'article';

const MODULE_PATHS: ReadonlyArray<readonly [RegExp, ContentModule]> = [
  [/^\/(moments?|rss\/moments\.xml)(\/|$)/, 'moment'],
  [/^\/(articles?|rss\/articles\.xml|user\/[^/]+\/articles)(\/|$)/, 'article'],
];

/** The content module whose pages a site path belongs to (`/articles`, `/moment/7`), if any. */
export function moduleOfPath(pathname: string): ContentModule | null {
  for (const [pattern, module] of MODULE_PATHS) if (pattern.test(pathname)) return module;
  return null;
}
