import { escapeXml } from './xml.ts';

export interface SitemapUrl {
  /** Absolute URL. */
  loc: string;
  lastmod?: Date | undefined;
}

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entry(tag: 'url' | 'sitemap', item: SitemapUrl): string {
  const lastmod = item.lastmod ? `<lastmod>${item.lastmod.toISOString()}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(item.loc)}</loc>${lastmod}</${tag}>`;
}

/** A sitemap (urlset) document. */
export function renderUrlset(urls: readonly SitemapUrl[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${XMLNS}">`,
    ...urls.map((url) => entry('url', url)),
    '</urlset>',
  ].join('\n');
}

/** A sitemap index document listing paged sitemaps. */
export function renderSitemapIndex(sitemaps: readonly SitemapUrl[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<sitemapindex xmlns="${XMLNS}">`,
    ...sitemaps.map((sitemap) => entry('sitemap', sitemap)),
    '</sitemapindex>',
  ].join('\n');
}
