import type { APIRoute } from 'astro';
import source from '@/client/serviceWorker/serviceWorker.js?raw';
import { SERVICE_WORKER_POLICY } from '@/server/http/securityPolicy.ts';
import { isLocale, BASE_LOCALE } from '@/i18n/locales.ts';
import { BUILD_ID } from '@/shared/updates/buildId.ts';

/**
 * GET /sw.js?locale=… → the service worker for scope `/` (decision 063). The page's language is in
 * its URL, so switching language installs a worker that caches the offline page in that language;
 * the build id names its caches, so a new build drops the old assets.
 */
export const GET: APIRoute = ({ url }) => {
  const requested = url.searchParams.get('locale');
  const locale = isLocale(requested) ? requested : BASE_LOCALE;
  const body = source
    .replace("'__BUILD__'", JSON.stringify(BUILD_ID))
    .replace("'__LOCALE__'", JSON.stringify(locale));
  return new Response(body, {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      // The worker's own policy: it fetches this forum and nothing else.
      'content-security-policy': SERVICE_WORKER_POLICY,
    },
  });
};
