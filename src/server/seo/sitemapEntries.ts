import { getDb, type Database } from '../db/client.ts';
import { isModuleEnabled } from '../posting/postingRules.ts';
import {
  articleRangeQuery,
  maxIds,
  momentRangeQuery,
  pageCount,
  SITEMAP_KINDS,
  tagRangeQuery,
  userRangeQuery,
  type SitemapKind,
} from './sitemap.queries.ts';
import { absoluteUrl } from './siteOrigin.ts';
import type { SitemapUrl } from './sitemapXml.ts';
import { articlePath, articlesTagPath, ARTICLES_PATH } from '@/shared/articles/articlePaths.ts';
import { momentPath } from '@/shared/moments/momentCard.ts';
import { userProfilePath } from '@/shared/navigation/paths.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';

/** Whether a kind's pages exist at all under the site's module switches. */
export function sitemapKindEnabled(kind: SitemapKind, config: SiteConfig): boolean {
  if (kind === 'moments') return isModuleEnabled(config, 'moment');
  if (kind === 'articles') return isModuleEnabled(config, 'article');
  if (kind === 'tags') return isModuleEnabled(config, 'moment') || isModuleEnabled(config, 'article');
  return true;
}

const sitemapPath = (kind: SitemapKind, page: number) => `/sitemaps/${kind}/${page}.xml`;
const STATIC_SITEMAP_PATH = '/sitemaps/pages.xml';

/** The sitemap index: the static pages' sitemap, then every id range of every enabled kind. */
export async function sitemapIndexEntries(
  origin: string,
  config: SiteConfig,
  db: Database = getDb(),
): Promise<SitemapUrl[]> {
  const max = await maxIds(db);
  const paged = SITEMAP_KINDS.filter((kind) => sitemapKindEnabled(kind, config)).flatMap((kind) =>
    Array.from({ length: pageCount(max[kind]) }, (_, page) => ({
      loc: absoluteUrl(sitemapPath(kind, page), origin),
    })),
  );
  return [{ loc: absoluteUrl(STATIC_SITEMAP_PATH, origin) }, ...paged];
}

/** The site's fixed public pages. */
export function staticSitemapEntries(origin: string, config: SiteConfig): SitemapUrl[] {
  const paths = [
    '/',
    ...(isModuleEnabled(config, 'moment') ? ['/moments'] : []),
    ...(isModuleEnabled(config, 'article') ? [ARTICLES_PATH] : []),
    '/tags',
    '/links',
    '/about',
  ];
  return paths.map((path) => ({ loc: absoluteUrl(path, origin) }));
}

/** One paged sitemap: the public pages of the ids in `page`'s range. */
export async function sitemapPageEntries(
  kind: SitemapKind,
  page: number,
  origin: string,
  config: SiteConfig,
  db: Database = getDb(),
): Promise<SitemapUrl[]> {
  const url = (path: string) => absoluteUrl(path, origin);
  switch (kind) {
    case 'moments':
      return (await momentRangeQuery(page, db)).map((row) => ({
        loc: url(momentPath(row.id)),
        lastmod: row.lastmod,
      }));
    case 'articles':
      return (await articleRangeQuery(page, db)).map((row) => ({
        loc: url(articlePath(row.id)),
        lastmod: row.lastmod,
      }));
    case 'users':
      return (await userRangeQuery(page, db)).map((row) => ({
        loc: url(userProfilePath(row.id)),
        lastmod: row.lastmod,
      }));
    case 'tags': {
      const moments = isModuleEnabled(config, 'moment');
      const articles = isModuleEnabled(config, 'article');
      return (await tagRangeQuery(page, db)).flatMap((row) => [
        ...(moments && row.momentCount > 0 ? [{ loc: url(`/moments/tag/${row.id}`) }] : []),
        ...(articles && row.articleCount > 0 ? [{ loc: url(articlesTagPath(row.id)) }] : []),
      ]);
    }
  }
}
