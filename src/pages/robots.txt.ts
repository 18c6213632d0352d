import type { APIRoute } from 'astro';
import { robotsTxt } from '@/server/seo/robotsTxt.ts';
import { siteOrigin } from '@/server/seo/siteOrigin.ts';

export const GET: APIRoute = ({ url }) =>
  new Response(robotsTxt(siteOrigin(url)), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
