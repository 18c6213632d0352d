import { defineMiddleware } from 'astro:middleware';
import type { APIContext, MiddlewareNext } from 'astro';
import { logger } from '@/server/log/logger.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { sessionUserIdForViewCount } from '@/server/auth/sessionUserId.ts';
import { RECENT_WRITE_COOKIE } from '@/server/db/recentWrite.ts';
import { countView, type Viewer } from '@/server/views/viewCounter.ts';
import { pageCache, type CachedPage } from '@/server/pageCache/pageCache.ts';
import { isSharedAnswer, sharedPageCacheControl, UNCACHEABLE } from '@/server/pageCache/pageCachePolicy.ts';
import { isSharedPage } from '@/server/pageCache/sharedPagePath.ts';
import { pageKey } from '@/server/pageCache/pageScope.ts';
import { viewTargetOfPath } from '@/server/pageCache/viewTargetOfPath.ts';
import { provideCachedViewCounter } from '@/server/pageCache/pageCacheBridge.ts';
import { getEnv } from '@/server/config/env.ts';
import { noteSharedPage } from '@/server/pageCache/proxyPurge.ts';
import { LOCALE_COOKIE } from '@/i18n/locales.ts';

function countViewOfPage(pathname: string, viewer: () => Promise<Viewer>): void {
  const shown = viewTargetOfPath(pathname);
  if (!shown) return;
  viewer()
    .then((who) => countView(shown.target, shown.id, who))
    .catch((error: unknown) =>
      logger.debug({ reason: (error as Error).message }, 'counting a cached view failed'),
    );
}

provideCachedViewCounter((pathname, visitor) => {
  const forwarded = getEnv().TRUST_PROXY ? visitor.forwardedFor?.split(',')[0]?.trim() : undefined;
  countViewOfPage(pathname, async () => ({
    // The launcher served the page without the app: a member's view still counts as theirs.
    userId: visitor.sessionToken ? await sessionUserIdForViewCount(visitor.sessionToken) : null,
    ip: forwarded || (visitor.socketAddress ?? ''),
    userAgent: visitor.userAgent,
  }));
});

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

function isShared(response: Response, context: APIContext): boolean {
  return isSharedAnswer({
    method: context.request.method,
    pathname: context.url.pathname,
    search: context.url.search,
    status: response.status,
    contentType: response.headers.get('content-type'),
    setsCookie: setsCookie(response, context),
    personal: context.locals.personalPage,
  });
}

function varyOn(headers: Headers, name: string): void {
  const vary = headers.get('vary');
  if (!vary?.toLowerCase().includes(name.toLowerCase()))
    headers.set('vary', vary ? `${vary}, ${name}` : name);
}

function labelled(original: Response, context: APIContext): Response {
  const response = withMutableHeaders(original);
  const headers = response.headers;
  const shared = isShared(response, context);
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

async function toCachedPage(response: Response, context: APIContext): Promise<CachedPage | undefined> {
  if (!isShared(response, context)) return undefined;
  const body = new Uint8Array(await response.arrayBuffer());
  return { body, headers: [...response.headers] };
}

function fromCachedPage(page: CachedPage, context: APIContext, state: 'hit' | 'miss'): Response {
  const headers = new Headers(page.headers);
  headers.set('x-plaza-page-cache', state);
  const body = context.request.method === 'HEAD' ? null : page.body.slice();
  return labelled(new Response(body, { status: 200, headers }), context);
}

async function servedThroughCache(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const cache = pageCache();
  // A browser that has just written reads the primary database (decision 020): render for it.
  if (!cache || context.cookies.has(RECENT_WRITE_COOKIE)) return labelled(await next(), context);
  const key = pageKey(context.url.pathname, `${context.locals.locale} ${context.url.href}`);
  const ready = cache.get(key) ?? (await cache.pending(key));
  if (ready) {
    // The page did not render, so its view is counted here (bots excluded there).
    const userId = context.locals.signedInUser?.id ?? null;
    countViewOfPage(context.url.pathname, async () => ({ userId, ...requestMeta(context) }));
    return fromCachedPage(ready, context, 'hit');
  }
  // Only a GET renders a body worth keeping.
  if (context.request.method !== 'GET') return labelled(await next(), context);
  let rendered: Response | undefined;
  const page = await cache.fill(key, async () => {
    rendered = await next();
    return toCachedPage(rendered, context);
  });
  if (page) return fromCachedPage(page, context, 'miss');
  return labelled(rendered ?? (await next()), context);
}

/**
 * Shared pages (sharedPagePath.ts) render for nobody: `locals.user` is null whoever asks, and the
 * member who asked stays in `locals.signedInUser` for the few pages that exist only for some
 * viewers (personalPage.ts). Their HTML then depends on the URL and the language only, so with
 * PAGE_CACHE_SECONDS set one copy serves every reader until it expires or a write that changes it
 * empties it (pagesChangedBy.ts). Every answer is labelled for caches: public for shared pages,
 * private otherwise.
 */
export const sharedPageCache = defineMiddleware(async (context, next) => {
  const { locals, request, url } = context;
  const shared = locals.installed && READS.has(request.method) && isSharedPage(url.pathname, url.search);
  if (!shared) return labelled(await next(), context);
  locals.user = null;
  return servedThroughCache(context, next);
});
