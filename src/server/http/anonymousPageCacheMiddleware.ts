import { defineMiddleware } from 'astro:middleware';
import type { APIContext, MiddlewareNext } from 'astro';
import { logger } from '@/server/log/logger.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { countView } from '@/server/views/viewCounter.ts';
import { pageCache, invalidatePageCache, type CachedPage } from '@/server/pageCache/pageCache.ts';
import {
  cacheControlFor,
  carriesPersonalState,
  isSharedAnswer,
  isSharedPagePath,
} from '@/server/pageCache/pageCachePolicy.ts';
import { viewTargetOfPath } from '@/server/pageCache/viewTargetOfPath.ts';
import { provideCachedViewCounter } from '@/server/pageCache/pageCacheBridge.ts';
import { getEnv } from '@/server/config/env.ts';

provideCachedViewCounter((pathname, visitor) => {
  const shown = viewTargetOfPath(pathname);
  if (!shown) return;
  const forwarded = getEnv().TRUST_PROXY ? visitor.forwardedFor?.split(',')[0]?.trim() : undefined;
  const viewer = {
    userId: null,
    ip: forwarded || (visitor.socketAddress ?? ''),
    userAgent: visitor.userAgent,
  };
  countView(shown.target, shown.id, viewer).catch((error: unknown) =>
    logger.debug({ reason: (error as Error).message }, 'counting a cached view failed'),
  );
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

function labelled(original: Response, context: APIContext): Response {
  const response = withMutableHeaders(original);
  const headers = response.headers;
  if (!headers.has('cache-control')) {
    headers.set(
      'cache-control',
      cacheControlFor({
        method: context.request.method,
        pathname: context.url.pathname,
        signedIn: context.locals.user !== null,
        status: response.status,
        contentType: headers.get('content-type'),
        setsCookie: headers.has('set-cookie'),
        personalRequest: carriesPersonalState(context.request.headers),
      }),
    );
  }
  if (headers.get('content-type')?.startsWith('text/html')) headers.append('vary', 'Cookie');
  return response;
}

async function toCachedPage(response: Response, context: APIContext): Promise<CachedPage | undefined> {
  const shared = isSharedAnswer({
    method: 'GET',
    pathname: context.url.pathname,
    signedIn: false,
    status: response.status,
    contentType: response.headers.get('content-type'),
    setsCookie: response.headers.has('set-cookie'),
    personalRequest: false,
  });
  if (!shared) return undefined;
  const body = new Uint8Array(await response.arrayBuffer());
  return { body, headers: [...response.headers] };
}

function fromCachedPage(page: CachedPage, context: APIContext, state: 'hit' | 'miss'): Response {
  const headers = new Headers(page.headers);
  headers.set('x-plaza-page-cache', state);
  const body = context.request.method === 'HEAD' ? null : page.body.slice();
  return labelled(new Response(body, { status: 200, headers }), context);
}

/** A page served from the cache did not render, so its view is counted here (bots excluded there). */
function countCachedView(context: APIContext): void {
  const shown = viewTargetOfPath(context.url.pathname);
  if (!shown) return;
  countView(shown.target, shown.id, { userId: null, ...requestMeta(context) }).catch((error: unknown) =>
    logger.debug({ reason: (error as Error).message }, 'counting a cached view failed'),
  );
}

async function servedThroughCache(context: APIContext, next: MiddlewareNext): Promise<Response> {
  const cache = pageCache();
  if (!cache) return labelled(await next(), context);
  const key = `${context.locals.locale} ${context.url.href}`;
  const ready = cache.get(key) ?? (await cache.pending(key));
  if (ready) {
    countCachedView(context);
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
 * Labels every answer for caches (shared for anonymous pages, private otherwise) and, with
 * PAGE_CACHE_SECONDS set, serves signed-out page views from a short in-process cache that any
 * successful write clears, here and (through Redis) in the other processes.
 */
export const anonymousPageCache = defineMiddleware(async (context, next) => {
  const { method } = context.request;
  if (!READS.has(method)) {
    const response = await next();
    if (response.status < 400) await invalidatePageCache();
    return labelled(response, context);
  }
  const cacheable =
    context.locals.installed &&
    context.locals.user === null &&
    isSharedPagePath(context.url.pathname) &&
    !context.request.headers.has('authorization');
  if (!cacheable) return labelled(await next(), context);
  return servedThroughCache(context, next);
});
