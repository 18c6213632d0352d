import type { IncomingMessage, ServerResponse } from 'node:http';
import { isSharedPage } from './sharedPagePath.ts';
import { pageKey } from './pageScope.ts';
import type { CachedPage, PageCache } from './pageCache.ts';
import { LOCALE_COOKIE, isLocale } from '@/i18n/locales.ts';
import { RECENT_WRITE_COOKIE } from '@/server/db/recentWrite.ts';
import { cookieValue } from '@/server/http/cookieValue.ts';
import { pageCacheLookups } from '@/server/metrics/metricsRegistry.ts';

const lookups = {
  hit: pageCacheLookups.labels('hit'),
  miss: pageCacheLookups.labels('miss'),
  bypass: pageCacheLookups.labels('bypass'),
};

/**
 * The cache key of a GET or HEAD of a shared page (sharedPagePath.ts), whoever asks: the app renders
 * those for nobody. Anything that can change the bytes is part of it: host, forwarded origin,
 * compression, URL and language (the `locale` cookie; without it the site's default, one value).
 * No other cookie changes a shared page, so none is part of the key. A browser that has just written
 * (`plaza_rw`) goes to the app, which reads the primary database for it.
 */
function pageCacheKey(request: IncomingMessage): string | undefined {
  const { method, headers } = request;
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!isSharedPage(pathname, queryAt === -1 ? '' : url.slice(queryAt))) return undefined;
  const cookies = headers.cookie;
  if (cookieValue(cookies, RECENT_WRITE_COOKIE) !== undefined) return undefined;
  const chosen = cookieValue(cookies, LOCALE_COOKIE);
  const language = isLocale(chosen) ? chosen : 'site';
  const gzip = /\bgzip\b/.test(String(headers['accept-encoding'] ?? '')) ? 'gzip' : 'identity';
  const forwarded = `${String(headers['x-forwarded-proto'] ?? '')}|${String(headers['x-forwarded-host'] ?? '')}`;
  return pageKey(pathname, `${language} ${gzip} ${forwarded} ${headers.host ?? ''}${url}`);
}

/** Only what the app itself labelled as shareable: a 200 page with a public Cache-Control and no cookie. */
function isCacheablePage(response: ServerResponse): boolean {
  const type = String(response.getHeader('content-type') ?? '');
  const cacheControl = String(response.getHeader('cache-control') ?? '');
  return (
    response.statusCode === 200 &&
    type.startsWith('text/html') &&
    cacheControl.startsWith('public') &&
    !response.hasHeader('set-cookie')
  );
}

function chunkBytes(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined;
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return undefined;
}

/** Records the bytes the app sends for a page and resolves them when the answer may be shared. */
function capture(response: ServerResponse): Promise<CachedPage | undefined> {
  const chunks: Buffer[] = [];
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.write = ((...args: unknown[]) => {
    const bytes = chunkBytes(args[0], args[1]);
    if (bytes) chunks.push(Buffer.from(bytes));
    return write(...args);
  }) as ServerResponse['write'];
  response.end = ((...args: unknown[]) => {
    const bytes = chunkBytes(args[0], args[1]);
    if (bytes) chunks.push(Buffer.from(bytes));
    return end(...args);
  }) as ServerResponse['end'];
  return new Promise((resolve) => {
    response.once('finish', () =>
      resolve(
        isCacheablePage(response)
          ? { headers: response.getHeaders(), body: Buffer.concat(chunks) }
          : undefined,
      ),
    );
    response.once('close', () => resolve(undefined));
  });
}

type Served = (request: IncomingMessage) => void;

function serve(
  request: IncomingMessage,
  response: ServerResponse,
  page: CachedPage,
  label: 'hit' | 'stale',
  served: Served,
): void {
  // A stale copy is for this moment's reader only: a proxy keeping it would undo the purge.
  const freshness = label === 'stale' ? { 'cache-control': 'no-cache' } : {};
  response.writeHead(200, { ...page.headers, ...freshness, 'x-plaza-page-cache': label });
  response.end(request.method === 'HEAD' ? undefined : page.body);
  served(request);
}

/**
 * Answers a shared page from `cache` when it holds it, before the app's router and middleware run: a
 * hit costs about what a static file does. Otherwise the app answers (`toApp`) and its answer is kept
 * when the app labelled it as the same for every reader. `served` hears of every page answered from
 * the cache (its view is counted there, since the page did not render).
 */
export function answerThroughPageCache(
  cache: PageCache,
  request: IncomingMessage,
  response: ServerResponse,
  toApp: () => void,
  served: Served,
): void {
  const key = pageCacheKey(request);
  if (key === undefined) {
    lookups.bypass.inc();
    return toApp();
  }
  const ready = cache.get(key);
  if (ready) {
    lookups.hit.inc();
    return serve(request, response, ready, 'hit', served);
  }
  const pending = cache.pending(key);
  // While one request renders the page anew, the others get the copy it replaces (at most
  // STALE_WHILE_REVALIDATE_SECONDS old) instead of all waiting for that render: writes beside the reads (issue 15).
  const stale = pending ? cache.stale(key) : undefined;
  if (stale) {
    lookups.hit.inc();
    return serve(request, response, stale, 'stale', served);
  }
  if (pending) {
    void pending.then((page) => {
      if (!page) {
        lookups.miss.inc();
        return toApp();
      }
      lookups.hit.inc();
      serve(request, response, page, 'hit', served);
    });
    return;
  }
  // A HEAD of a page not held is answered by the app and not kept.
  if (request.method !== 'GET') {
    lookups.bypass.inc();
    return toApp();
  }
  lookups.miss.inc();
  // Kept with the page too; a hit's own label replaces it.
  response.setHeader('x-plaza-page-cache', 'miss');
  const captured = capture(response);
  void cache.fill(key, () => captured);
  toApp();
}
