import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { articles, moments } from '../db/schema/index.ts';
import { ViewWindow } from './viewWindow.ts';
import { readyRedis } from '../redis/sharedRedis.ts';
import { logger } from '../log/logger.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { isCrawler } from '@/shared/navigation/crawler.ts';

export type ViewTarget = 'moment' | 'article';

export interface Viewer {
  userId: number | null;
  ip: string;
  userAgent: string;
}

const VIEW_WINDOW_MS = 10 * 60_000;
const MAX_REMEMBERED_VIEWS = 100_000;

/*
 * With REDIS_URL the window is shared by every app process (SET NX PX). Without Redis, or while it
 * is away, it lives in this process's memory and a viewer is counted at most once per process per
 * window: acceptable for a counter that only needs to resist reloads and bots, not to be exact.
 */
const recentViews = new ViewWindow(VIEW_WINDOW_MS, MAX_REMEMBERED_VIEWS);

async function firstViewInWindow(key: string): Promise<boolean> {
  const redis = readyRedis();
  if (redis) {
    try {
      return (await redis.set(`plaza:view:${key}`, '1', 'PX', VIEW_WINDOW_MS, 'NX')) === 'OK';
    } catch (error) {
      logger.debug({ reason: (error as Error).message }, 'shared view window unavailable');
    }
  }
  return recentViews.shouldCount(key);
}

/** A signed-in viewer is their user id; anyone else is a hash of address and browser. */
export function viewerKey(viewer: Viewer): string {
  if (viewer.userId !== null) return `u:${viewer.userId}`;
  const digest = createHash('sha256').update(`${viewer.ip}\n${viewer.userAgent}`).digest('base64url');
  return `a:${digest.slice(0, 22)}`;
}

async function incrementViews(target: ViewTarget, id: number, db: Database): Promise<void> {
  if (target === 'moment') {
    await db
      .update(moments)
      .set({ viewCount: sql`${moments.viewCount} + 1` })
      .where(and(eq(moments.id, id), eq(moments.status, ContentStatus.published)));
  } else {
    await db
      .update(articles)
      .set({ viewCount: sql`${articles.viewCount} + 1` })
      .where(and(eq(articles.id, id), eq(articles.status, ContentStatus.published)));
  }
}

/**
 * Counts a view of a published moment or article: once per viewer per window, never for bots.
 * Resolves true when the view was counted.
 */
export async function countView(
  target: ViewTarget,
  id: number,
  viewer: Viewer,
  db: Database = getDb(),
): Promise<boolean> {
  if (isCrawler(viewer.userAgent)) return false;
  if (!(await firstViewInWindow(`${viewerKey(viewer)}|${target}:${id}`))) return false;
  await incrementViews(target, id, db);
  return true;
}

/** Tests start each case with an empty window. */
export function forgetRecentViewsForTests(): void {
  recentViews.clear();
}
