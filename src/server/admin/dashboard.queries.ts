import { count, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { MySqlColumn, MySqlTable } from 'drizzle-orm/mysql-core';
import { getDb, type Database } from '../db/client.ts';
import { articles, comments, moments, reports, users } from '../db/schema/index.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';

export const DASHBOARD_DAYS = 30;
const CACHE_MS = 60_000;

export interface DailyCounts {
  /** UTC day, YYYY-MM-DD. */
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
  /** The last DASHBOARD_DAYS UTC days, oldest first, today last; days without rows hold zeros. */
  days: DailyCounts[];
}

type Series = 'users' | 'moments' | 'articles' | 'comments';

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The first instant of the oldest day shown (UTC midnight, DASHBOARD_DAYS - 1 days before today). */
export function seriesStart(now: Date): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  start.setUTCDate(start.getUTCDate() - (DASHBOARD_DAYS - 1));
  return start;
}

/** Rows per UTC day since `since`: a range scan of the table's created_at index. */
export function perDayQuery(db: Database, table: MySqlTable, createdAt: MySqlColumn, since: Date) {
  const day: SQL<string> = sql<string>`DATE_FORMAT(${createdAt}, '%Y-%m-%d')`;
  return db.select({ day, value: count() }).from(table).where(gte(createdAt, since)).groupBy(day);
}

async function perDay(
  db: Database,
  table: MySqlTable,
  createdAt: MySqlColumn,
  since: Date,
): Promise<Map<string, number>> {
  const rows = await perDayQuery(db, table, createdAt, since);
  return new Map(rows.map((row) => [row.day, row.value]));
}

async function total(db: Database, table: MySqlTable, where?: SQL): Promise<number> {
  const rows = await db.select({ value: count() }).from(table).where(where);
  return rows[0]?.value ?? 0;
}

export async function loadDashboard(db: Database = getDb(), now: Date = new Date()): Promise<Dashboard> {
  const since = seriesStart(now);
  const [members, momentCount, articleCount, commentCount, openReports, pendingMoments, pendingArticles] =
    await Promise.all([
      total(db, users, eq(users.status, UserStatus.active)),
      total(db, moments, eq(moments.status, ContentStatus.published)),
      total(db, articles, eq(articles.status, ContentStatus.published)),
      total(db, comments, eq(comments.status, ContentStatus.published)),
      total(db, reports, eq(reports.status, 0)),
      total(db, moments, eq(moments.status, ContentStatus.pending)),
      total(db, articles, eq(articles.status, ContentStatus.pending)),
    ]);
  const series: Record<Series, Map<string, number>> = {
    users: await perDay(db, users, users.createdAt, since),
    moments: await perDay(db, moments, moments.createdAt, since),
    articles: await perDay(db, articles, articles.createdAt, since),
    comments: await perDay(db, comments, comments.createdAt, since),
  };
  const days: DailyCounts[] = [];
  for (let index = 0; index < DASHBOARD_DAYS; index += 1) {
    const day = utcDay(new Date(since.getTime() + index * 86_400_000));
    days.push({
      day,
      users: series.users.get(day) ?? 0,
      moments: series.moments.get(day) ?? 0,
      articles: series.articles.get(day) ?? 0,
      comments: series.comments.get(day) ?? 0,
    });
  }
  return {
    members,
    moments: momentCount,
    articles: articleCount,
    comments: commentCount,
    openReports,
    pendingReview: pendingMoments + pendingArticles,
    days,
  };
}

let cached: { at: number; value: Dashboard } | undefined;

/** The dashboard, computed at most once a minute per process (the counts scan whole indexes). */
export async function cachedDashboard(): Promise<Dashboard> {
  const now = Date.now();
  if (cached && now - cached.at < CACHE_MS) return cached.value;
  const value = await loadDashboard();
  cached = { at: now, value };
  return value;
}
