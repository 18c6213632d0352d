import type { APIRoute } from 'astro';
import { webManifest } from '@/server/webApp/webManifest.ts';

/** GET /manifest.webmanifest → what makes the forum installable as an app (decision 063). */
export const GET: APIRoute = ({ locals }) =>
  new Response(JSON.stringify(webManifest(locals.config)), {
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      // Short: a renamed forum or a new logo reaches installed apps within the hour.
      'cache-control': 'public, max-age=3600',
    },
  });
