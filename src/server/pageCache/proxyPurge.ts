import { getEnv } from '@/server/config/env.ts';
import { LOCALE_COOKIE, LOCALES } from '@/i18n/locales.ts';
import { logger } from '@/server/log/logger.ts';
import { pageCacheSeconds } from './pageCacheSettings.ts';
import { STALE_WHILE_REVALIDATE_SECONDS } from './pageCachePolicy.ts';
import { coversPath, type PageScope } from './pageScope.ts';

const MAX_NOTED = 5_000;
const PURGE_TIMEOUT_MS = 2_000;

interface NotedPage {
  pathname: string;
  pathWithSearch: string;
  locale: string;
  until: number;
}

// Shared pages this process answered, as a proxy may hold them (keyed, as the README's nginx rule
// does, on the path, the query and the language cookie). A proxy purges exact keys only (no
// prefix), so a scope like "/moments and below" becomes the list of URLs served under it. Each
// process purges what it served; other processes hear of the scope on the pages channel.
const noted = new Map<string, NotedPage>();

function lifetimeMs(): number {
  // The front door's page cache answers for up to S + 30 s after this process rendered a page, and
  // the proxy keeps that answer for S + 30 s more.
  return 2 * (pageCacheSeconds() + STALE_WHILE_REVALIDATE_SECONDS) * 1000;
}

/** Remembers a shared page this process answered, when proxies are configured. */
export function noteSharedPage(url: URL, locale: string | undefined, now: number = Date.now()): void {
  if (getEnv().PROXY_PURGE_URLS.length === 0) return;
  const pathWithSearch = `${url.pathname}${url.search}`;
  const key = `${pathWithSearch}\n${locale ?? ''}`;
  noted.delete(key);
  noted.set(key, { pathname: url.pathname, pathWithSearch, locale: locale ?? '', until: now + lifetimeMs() });
  // Oldest first: a Map keeps insertion order and a refresh re-inserts.
  for (const [oldest, page] of noted) {
    if (noted.size <= MAX_NOTED && page.until > now) break;
    noted.delete(oldest);
  }
}

// The proxy keys on whether the reader accepts gzip (README): both copies go.
const ENCODINGS = ['gzip', 'identity'] as const;

async function purgeOne(base: string, page: PurgedPage, encoding: string): Promise<void> {
  try {
    const response = await fetch(`${base}${page.pathWithSearch}`, {
      headers: {
        'accept-encoding': encoding,
        ...(page.locale ? { cookie: `${LOCALE_COOKIE}=${page.locale}` } : {}),
      },
      signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
    });
    await response.body?.cancel();
    // 404: the proxy held no copy, which is fine.
    if (!response.ok && response.status !== 404) {
      logger.warn({ status: response.status, path: page.pathWithSearch }, 'proxy purge refused');
    }
  } catch (error) {
    logger.warn({ reason: (error as Error).message, path: page.pathWithSearch }, 'proxy purge failed');
  }
}

type PurgedPage = Pick<NotedPage, 'pathWithSearch' | 'locale'>;

/** The scope's own pages, as any process may have served them: every language, with or without the cookie. */
function scopePages(scope: PageScope): PurgedPage[] {
  if (scope.everything) return [];
  return scope.paths.flatMap((path) => ['', ...LOCALES].map((locale) => ({ pathWithSearch: path, locale })));
}

/**
 * Purges from every configured proxy the pages this process served that the scope covers and,
 * when this process made the change, the scope's own pages whoever served them: the writer's
 * answer then follows the purge of the page it changed.
 */
export async function purgeProxies(
  scope: PageScope,
  options: { ownPaths: boolean },
  now: number = Date.now(),
): Promise<void> {
  const proxies = getEnv().PROXY_PURGE_URLS;
  if (proxies.length === 0) return;
  const pages = new Map<string, PurgedPage>();
  if (options.ownPaths) {
    for (const page of scopePages(scope)) pages.set(`${page.pathWithSearch}\n${page.locale}`, page);
  }
  for (const [key, page] of noted) {
    if (page.until <= now) noted.delete(key);
    else if (coversPath(scope, page.pathname)) {
      pages.set(key, page);
      noted.delete(key);
    }
  }
  await Promise.all(
    proxies.flatMap((base) =>
      [...pages.values()].flatMap((page) => ENCODINGS.map((encoding) => purgeOne(base, page, encoding))),
    ),
  );
}
