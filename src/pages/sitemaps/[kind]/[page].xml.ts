import type { APIRoute } from 'astro';
import { notFound } from '@/components/chrome/errorResponses.ts';
import { isSitemapKind } from '@/server/seo/sitemap.queries.ts';
import { sitemapKindEnabled, sitemapPageEntries } from '@/server/seo/sitemapEntries.ts';
import { renderUrlset } from '@/server/seo/sitemapXml.ts';
import { siteOrigin } from '@/server/seo/siteOrigin.ts';
import { xmlResponse } from '@/server/seo/xml.ts';

/** One paged sitemap: /sitemaps/{moments|articles|tags|users}/{page}.xml, a fixed id range each. */
export const GET: APIRoute = async (context) => {
  const { kind, page } = context.params;
  const { config } = context.locals;
  if (!isSitemapKind(kind) || !sitemapKindEnabled(kind, config) || !/^(0|[1-9]\d{0,5})$/.test(page ?? '')) {
    return notFound(context);
  }
  const entries = await sitemapPageEntries(kind, Number(page), siteOrigin(context.url), config);
  return xmlResponse(renderUrlset(entries));
};
