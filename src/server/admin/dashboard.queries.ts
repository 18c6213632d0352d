import { count, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { MySqlColumn, MySqlTable } from 'drizzle-orm/mysql-core';
import { getDb, type Database } from '../db/client.ts';
import { articles, comments, moments, reports, users } from '../db/schema/index.ts';
import { localDay, shiftDay } from '@/shared/checkin/localDay.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';

export const DASHBOARD_DAYS = 30;
const CACHE_MS = 60_000;
const DAY_MS = 86_400_000;
// Every time zone's offset is a whole number of quarter hours: counts per quarter hour fall on
// whole days of any zone.
const QUARTER_MS = 15 * 60_000;

export interface DailyCounts {
  /** A day of the site's time zone, YYYY-MM-DD. */
  day: string;
  users: number;
  moments: number;
  articles: number;
  comments: number;
}

export interface Dashboard {
  members: number;
  moments: number;
  articles: number;
  comments: number;
  openReports: number;
  pendingReview: number;
  /** The site's last DASHBOARD_DAYS days, oldest first, today last; days without rows hold zeros. */
  days: DailyCounts[];
}

type Series = 'users' | 'moments' | 'articles' | 'comments';

/** The first instant whose rows may fall on the oldest day shown, in any time zone. */
export function seriesSince(now: Date): Date {
  return new Date(now.getTime() - (DASHBOARD_DAYS + 1) * DAY_MS);
}

/** Rows per quarter hour since `since`: a range scan of the table's created_at index. */
export function perQuarterHourQuery(db: Database, table: MySqlTable, createdAt: MySqlColumn, since: Date) {
  const quarter = sql<number>`FLOOR(UNIX_TIMESTAMP(${createdAt}) * 1000 / ${QUARTER_MS})`;
  return db.select({ quarter, value: count() }).from(table).where(gte(createdAt, since)).groupBy(quarter);
}

/** Rows per day of `timeZone`, for the days asked. */
async function perDay(
  db: Database,
  table: MySqlTable,
  createdAt: MySqlColumn,
  since: Date,
  timeZone: string,
  days: ReadonlySet<string>,
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const row of await perQuarterHourQuery(db, table, createdAt, since)) {
    const day = localDay(new Date(Number(row.quarter) * QUARTER_MS), timeZone);
    if (days.has(day)) counts.set(day, (counts.get(day) ?? 0) + row.value);
  }
  return counts;
}

async function total(db: Database, table: MySqlTable, where?: SQL): Promise<number> {
  const rows = await db.select({ value: count() }).from(table).where(where);
  return rows[0]?.value ?? 0;
}

/** The dashboard's totals and its last DASHBOARD_DAYS days as the site's time zone counts them. */
export async function loadDashboard(
  db: Database = getDb(),
  now: Date = new Date(),
  timeZone = 'UTC',
): Promise<Dashboard> {
  const since = seriesSince(now);
  const today = localDay(now, timeZone);
  const shown = Array.from({ length: DASHBOARD_DAYS }, (_, index) =>
    shiftDay(today, index - (DASHBOARD_DAYS - 1)),
  );
  const window = new Set(shown);
  const [
    members,
    momentCount,
    articleCount,
    commentCount,
    openReports,
    pendingMoments,
    pendingArticles,
    pendingComments,
  ] = await Promise.all([
    total(db, users, eq(users.status, UserStatus.active)),
    total(db, moments, eq(moments.status, ContentStatus.published)),
    total(db, articles, eq(articles.status, ContentStatus.published)),
    total(db, comments, eq(comments.status, ContentStatus.published)),
    total(db, reports, eq(reports.status, 0)),
    total(db, moments, eq(moments.status, ContentStatus.pending)),
    total(db, articles, eq(articles.status, ContentStatus.pending)),
    total(db, comments, eq(comments.status, ContentStatus.pending)),
  ]);
  const series: Record<Series, Map<string, number>> = {
    users: await perDay(db, users, users.createdAt, since, timeZone, window),
    moments: await perDay(db, moments, moments.createdAt, since, timeZone, window),
    articles: await perDay(db, articles, articles.createdAt, since, timeZone, window),
    comments: await perDay(db, comments, comments.createdAt, since, timeZone, window),
  };
  const days: DailyCounts[] = shown.map((day) => ({
    day,
    users: series.users.get(day) ?? 0,
    moments: series.moments.get(day) ?? 0,
    articles: series.articles.get(day) ?? 0,
    comments: series.comments.get(day) ?? 0,
  }));
  return {
    members,
    moments: momentCount,
    articles: articleCount,
    comments: commentCount,
    openReports,
    pendingReview: pendingMoments + pendingArticles + pendingComments,
    days,
  };
}

let cached: { at: number; timeZone: string; value: Dashboard } | undefined;

/** The dashboard, computed at most once a minute per process (the counts scan whole indexes). */
export async function cachedDashboard(timeZone: string): Promise<Dashboard> {
  const now = Date.now();
  if (cached && cached.timeZone === timeZone && now - cached.at < CACHE_MS) return cached.value;
  const value = await loadDashboard(getDb(), new Date(now), timeZone);
  cached = { at: now, timeZone, value };
  return value;
}
