import { gzipSync } from 'node:zlib';
import type { Browser, Response } from '@playwright/test';
import { cookiePairs } from '../cookiePairs.ts';
import type { WeightAudience } from './weightVerdicts.ts';

type AssetKind = 'html' | 'js' | 'css' | 'other';

export interface AssetWeight {
  url: string;
  kind: AssetKind;
  rawBytes: number;
  gzipBytes: number;
}

export interface PageWeight {
  name: string;
  audience: WeightAudience;
  path: string;
  status: number;
  assets: AssetWeight[];
}

export interface WeightTotals {
  htmlBytes: number;
  htmlGzipBytes: number;
  jsBytes: number;
  jsGzipBytes: number;
  cssBytes: number;
  cssGzipBytes: number;
  jsFiles: number;
  cssFiles: number;
}

function kindOf(response: Response): AssetKind {
  const type = response.headers()['content-type'] ?? '';
  if (response.request().resourceType() === 'document') return 'html';
  if (type.includes('javascript')) return 'js';
  if (type.includes('text/css')) return 'css';
  return 'other';
}

/** Sums what one page made the browser load, by kind; gzip sizes are computed at level 9. */
export function totalsOf(assets: readonly AssetWeight[]): WeightTotals {
  const sum = (kind: AssetKind, field: 'rawBytes' | 'gzipBytes') =>
    assets.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset[field], 0);
  return {
    htmlBytes: sum('html', 'rawBytes'),
    htmlGzipBytes: sum('html', 'gzipBytes'),
    jsBytes: sum('js', 'rawBytes'),
    jsGzipBytes: sum('js', 'gzipBytes'),
    cssBytes: sum('css', 'rawBytes'),
    cssGzipBytes: sum('css', 'gzipBytes'),
    jsFiles: assets.filter((asset) => asset.kind === 'js').length,
    cssFiles: assets.filter((asset) => asset.kind === 'css').length,
  };
}

/**
 * Loads a page in a fresh context and records every response body once it has settled. A
 * visitor only loads and scrolls it (what ships before any interaction); a member's page (the
 * sign-in's `Cookie` header given) is then touched on every island, so each one that waits for an interaction
 * hydrates too (decision 027).
 */
export async function measurePage(
  browser: Browser,
  baseUrl: string,
  name: string,
  path: string,
  memberCookie?: string,
): Promise<PageWeight> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  if (memberCookie) {
    // Every cookie the sign-in set: the session token and the member hint.
    await context.addCookies(cookiePairs(memberCookie).map((pair) => ({ ...pair, url: baseUrl })));
  }
  const page = await context.newPage();
  const pending: Array<Promise<AssetWeight | undefined>> = [];
  page.on('response', (response) => {
    // The unread stream never ends; it carries no code.
    if (response.headers()['content-type']?.startsWith('text/event-stream')) return;
    pending.push(
      response.body().then(
        (body) => ({
          url: response.url(),
          kind: kindOf(response),
          rawBytes: body.length,
          gzipBytes: gzipSync(body, { level: 9 }).length,
        }),
        () => undefined,
      ),
    );
  });
  // A member's page keeps the unread stream open, so the network is never idle: wait for the islands.
  const response = await page.goto(`${baseUrl}${path}`, { waitUntil: memberCookie ? 'load' : 'networkidle' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  if (memberCookie) {
    // What a reader's first pointer does on each island that waits for one (decision 027).
    await page.evaluate(() => {
      for (const island of document.querySelectorAll('astro-island[ssr]')) {
        island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      }
    });
    await page.waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, null, {
      timeout: 20_000,
    });
    await page.waitForTimeout(1000);
  } else {
    await page.waitForLoadState('networkidle');
  }
  await page.waitForTimeout(500);
  const assets = (await Promise.all(pending)).filter((asset): asset is AssetWeight => asset !== undefined);
  await context.close();
  return {
    name,
    audience: memberCookie ? 'member' : 'visitor',
    path,
    status: response?.status() ?? 0,
    assets,
  };
}
