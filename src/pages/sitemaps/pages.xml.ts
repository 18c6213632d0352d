import type { APIRoute } from 'astro';
import { staticSitemapEntries } from '@/server/seo/sitemapEntries.ts';
import { renderUrlset } from '@/server/seo/sitemapXml.ts';
import { siteOrigin } from '@/server/seo/siteOrigin.ts';
import { xmlResponse } from '@/server/seo/xml.ts';

/** The site's fixed public pages (home, lists, tags, links, about). */
export const GET: APIRoute = ({ url, locals }) =>
  xmlResponse(renderUrlset(staticSitemapEntries(siteOrigin(url), locals.config)));
