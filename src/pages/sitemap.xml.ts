import type { APIRoute } from 'astro';
import { sitemapIndexEntries } from '@/server/seo/sitemapEntries.ts';
import { renderSitemapIndex } from '@/server/seo/sitemapXml.ts';
import { siteOrigin } from '@/server/seo/siteOrigin.ts';
import { xmlResponse } from '@/server/seo/xml.ts';

/** The sitemap index: one paged sitemap per fixed id range of moments, articles, tags and members. */
export const GET: APIRoute = async ({ url, locals }) =>
  xmlResponse(renderSitemapIndex(await sitemapIndexEntries(siteOrigin(url), locals.config)));
