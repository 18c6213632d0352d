import { defineMiddleware } from 'astro:middleware';
import type { APIContext } from 'astro';
import { isSharedAnswer, sharedPageCacheControl, UNCACHEABLE } from '@/server/pageCache/pageCachePolicy.ts';
import { isSharedPage } from '@/server/pageCache/sharedPagePath.ts';
import { noteSharedPage } from '@/server/pageCache/proxyPurge.ts';
import { LOCALE_COOKIE } from '@/i18n/locales.ts';

const READS = new Set(['GET', 'HEAD']);

/** Responses built from fetch() or Response.redirect() have read-only headers: copy those. */
function withMutableHeaders(response: Response): Response {
  try {
    response.headers.set('x-plaza-probe', '1');
    response.headers.delete('x-plaza-probe');
    return response;
  } catch {
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers: new Headers(response.headers),
    });
  }
}

/** Cookies a page or the session step set through Astro are added to the response after us. */
function setsCookie(response: Response, context: APIContext): boolean {
  if (response.headers.has('set-cookie')) return true;
  for (const _cookie of context.cookies.headers()) return true;
  return false;
}

function varyOn(headers: Headers, name: string): void {
  const vary = headers.get('vary');
  if (!vary?.toLowerCase().includes(name.toLowerCase()))
    headers.set('vary', vary ? `${vary}, ${name}` : name);
}

function labelled(original: Response, context: APIContext): Response {
  const response = withMutableHeaders(original);
  const headers = response.headers;
  const shared = isSharedAnswer({
    method: context.request.method,
    pathname: context.url.pathname,
    search: context.url.search,
    status: response.status,
    contentType: headers.get('content-type'),
    setsCookie: setsCookie(response, context),
    personal: context.locals.personalPage,
  });
  if (!headers.has('cache-control'))
    headers.set('cache-control', shared ? sharedPageCacheControl() : UNCACHEABLE);
  // Shared pages vary by compression, whoever asks, and by the language cookie, which a CDN keys on
  // by a rule of its own (README); no Vary: Cookie, which would make every reader's copy separate.
  if (shared) {
    varyOn(headers, 'Accept-Encoding');
    noteSharedPage(context.url, context.cookies.get(LOCALE_COOKIE)?.value);
  } else if (headers.get('content-type')?.startsWith('text/html')) varyOn(headers, 'Cookie');
  return response;
}

/**
 * Shared pages (sharedPagePath.ts) render for nobody: `locals.user` is null whoever asks, and the
 * member who asked stays in `locals.signedInUser` for the few pages that exist only for some
 * viewers (personalPage.ts). Their HTML then depends on the URL and the language only. Every answer
 * is labelled for caches: public for shared pages, which the front door's page cache and a proxy
 * may keep (frontDoor.ts), private otherwise.
 */
export const sharedPageLabels = defineMiddleware(async (context, next) => {
  const { locals, request, url } = context;
  if (locals.installed && READS.has(request.method) && isSharedPage(url.pathname, url.search)) {
    locals.user = null;
  }
  return labelled(await next(), context);
});
