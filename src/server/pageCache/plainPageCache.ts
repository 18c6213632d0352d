import type { IncomingMessage, OutgoingHttpHeaders, Server, ServerResponse } from 'node:http';
import { MicroCache } from './MicroCache.ts';
import { countCachedView, provideClearPlainPages } from './pageCacheBridge.ts';
import { isSharedPage } from './sharedPagePath.ts';
import { STALE_WHILE_REVALIDATE_SECONDS } from './pageCachePolicy.ts';
import { coversPath, pageKey, pathOfPageKey } from './pageScope.ts';
import { LOCALE_COOKIE, isLocale } from '../../i18n/locales.ts';
import { SESSION_COOKIE } from '../auth/sessionCookie.ts';
import { RECENT_WRITE_COOKIE } from '../db/recentWrite.ts';
import { cookieValue } from '../http/cookieValue.ts';

// Only relative imports here: scripts/serve.ts installs this with Node's type stripping.

export interface PlainPage {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

const MAX_PAGES = 500;
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * The cache key of a GET or HEAD of a shared page (sharedPagePath.ts), whoever asks: the app renders
 * those for nobody. Anything that can change the bytes is part of it: host, forwarded origin,
 * compression, URL and language (the `locale` cookie; without it the site's default, one value).
 * No other cookie changes a shared page, so none is part of the key. A browser that has just written
 * (`plaza_rw`) goes to the app, which reads the primary database for it.
 */
export function plainRequestKey(request: IncomingMessage): string | undefined {
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
export function isPlainPage(response: ServerResponse): boolean {
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
function capture(response: ServerResponse): Promise<PlainPage | undefined> {
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
        isPlainPage(response) ? { headers: response.getHeaders(), body: Buffer.concat(chunks) } : undefined,
      ),
    );
    response.once('close', () => resolve(undefined));
  });
}

function serve(
  request: IncomingMessage,
  response: ServerResponse,
  page: PlainPage,
  label: 'hit' | 'stale' = 'hit',
): void {
  // A stale copy is for this moment's reader only: a proxy keeping it would undo the purge.
  const freshness = label === 'stale' ? { 'cache-control': 'no-cache' } : {};
  response.writeHead(200, { ...page.headers, ...freshness, 'x-plaza-page-cache': label });
  response.end(request.method === 'HEAD' ? undefined : page.body);
  countCachedView(new URL(request.url ?? '/', 'http://plaza').pathname, {
    sessionToken: cookieValue(request.headers.cookie, SESSION_COOKIE),
    forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
    socketAddress: request.socket.remoteAddress,
    userAgent: String(request.headers['user-agent'] ?? ''),
  });
}

/**
 * Serves pages the app labelled as the same for every reader straight from memory, before the
 * app's router and middleware run: a hit costs about what a static file does. The app empties the
 * pages a write changed (clearPlainPages), here and through Redis in the other processes.
 */
export function servePlainPagesFromMemory(server: Server, ttlSeconds: number): MicroCache<PlainPage> {
  const cache = new MicroCache<PlainPage>(
    {
      ttlMs: ttlSeconds * 1000,
      maxEntries: MAX_PAGES,
      maxBytes: MAX_BYTES,
      staleMs: STALE_WHILE_REVALIDATE_SECONDS * 1000,
    },
    (page) => page.body.byteLength + 1024,
  );
  provideClearPlainPages((scope) =>
    scope.everything ? cache.clear() : cache.invalidate((key) => coversPath(scope, pathOfPageKey(key))),
  );
  const appListeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const passToApp: RequestListener = (request, response) => {
    for (const listener of appListeners) listener.call(server, request, response);
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const key = plainRequestKey(request);
    if (key === undefined) return passToApp(request, response);
    const ready = cache.get(key);
    if (ready) return serve(request, response, ready);
    const pending = cache.pending(key);
    // While one request renders the page anew, the others get the copy it replaces (at most
    // STALE_WHILE_REVALIDATE_SECONDS old) instead of all waiting for that render: writes beside the reads (issue 15).
    const stale = pending ? cache.stale(key) : undefined;
    if (stale) return serve(request, response, stale, 'stale');
    if (pending) {
      void pending.then((page) => (page ? serve(request, response, page) : passToApp(request, response)));
      return;
    }
    if (request.method !== 'GET') return passToApp(request, response);
    const captured = capture(response);
    void cache.fill(key, () => captured);
    passToApp(request, response);
  });
  return cache;
}
