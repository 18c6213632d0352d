import type { APIRoute } from 'astro';
import { APP_ICONS, appIconPng, appIconVersion, type AppIconName } from '@/server/webApp/appIcons.ts';

function isIconName(value: string | undefined): value is AppIconName {
  return value !== undefined && Object.hasOwn(APP_ICONS, value);
}

/**
 * GET /app-icon/{192,512,maskable-512}.png → the app icon made from the site's logo. The manifest
 * asks with the logo's version, which may be kept for long; any other URL is the current logo's.
 */
export const GET: APIRoute = async ({ params, url, locals }) => {
  if (!isIconName(params.name)) return new Response(null, { status: 404 });
  const logo = locals.config.siteLogo;
  const current = url.searchParams.get('v') === appIconVersion(logo);
  const png = await appIconPng(params.name, logo);
  return new Response(new Uint8Array(png), {
    headers: {
      'content-type': 'image/png',
      'cache-control': current ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
    },
  });
};
