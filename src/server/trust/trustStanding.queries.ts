import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { executeRows } from '../db/executeRows.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { articles, comments, moments, users } from '../db/schema/index.ts';
import type { TrustStats } from './earnedTrustLevel.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { trustLevelOf } from '@/shared/trust/trustLevelOf.ts';
import type { TrustLevelValue } from '@/shared/trust/trustLevel.ts';
import { ROLES, type Role } from '@/shared/users/currentUser.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the member signed up. */
export function daysSinceSignup(member: Pick<TrustMember, 'createdAt'>, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - member.createdAt.getTime()) / DAY_MS));
}

/** The member's own trust columns: who they are to the levels before anything is counted. */
export interface TrustMember {
  id: number;
  role: Role;
  level: TrustLevelValue;
  locked: boolean;
  createdAt: Date;
  daysVisited: number;
  score: number;
  flagsUpheldAgainst: number;
}

/** The member's row (primary key), or undefined for an unknown id. */
export async function readTrustMember(
  userId: number,
  db: Database | Transaction = getDb(),
): Promise<TrustMember | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      level: users.trustLevel,
      locked: users.trustLevelLocked,
      createdAt: users.createdAt,
      daysVisited: users.daysVisited,
      score: users.score,
      flagsUpheldAgainst: users.flagsUpheldAgainst,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  const role = (ROLES as readonly string[]).includes(row.role) ? (row.role as Role) : 'user';
  return { ...row, role, level: trustLevelOf(row.level) };
}

/** Published items of one kind by the member and the likes they hold, on its (user_id, …) index. */
function publishedBy(
  table: typeof moments | typeof articles | typeof comments,
  userId: number,
  db: Database | Transaction,
) {
  return db
    .select({ posts: sql<number>`count(*)`, likes: sql<string | null>`sum(${table.likeCount})` })
    .from(table)
    .where(and(eq(table.userId, userId), eq(table.status, ContentStatus.published)));
}

/** The member's row's figures beside their published items and the likes those hold, a row per kind. */
function trustStatsOf(
  member: TrustMember,
  rows: readonly { posts: number | string; likes: number | string | null }[],
  now: Date,
): TrustStats {
  return {
    daysSinceSignup: daysSinceSignup(member, now),
    posts: rows.reduce((sum, row) => sum + Number(row.posts), 0),
    likesReceived: rows.reduce((sum, row) => sum + Number(row.likes ?? 0), 0),
    daysVisited: member.daysVisited,
    score: member.score,
    flagsUpheldAgainst: member.flagsUpheldAgainst,
  };
}

/**
 * What the member did, as the levels measure it: their row's figures, and their published moments,
 * articles and comments with the likes those hold, in one statement of three indexed look-ups.
 */
export async function readTrustStats(
  member: TrustMember,
  db: Database | Transaction = getDb(),
  now: Date = new Date(),
): Promise<TrustStats> {
  const rows = await publishedBy(moments, member.id, db)
    .unionAll(publishedBy(articles, member.id, db))
    .unionAll(publishedBy(comments, member.id, db));
  return trustStatsOf(member, rows, now);
}

/** Published items of one kind and the likes they hold, each counted only up to its cap. */
function cappedPublishedBy(
  table: typeof moments | typeof articles | typeof comments,
  userId: number,
  caps: TrustStatCaps,
) {
  const published = sql`${table.userId} = ${userId} AND ${table.status} = ${ContentStatus.published}`;
  // Every liked item adds at least one like, so the first `likes` liked items reach a need up to the cap.
  return sql`SELECT
    (SELECT COUNT(*) FROM (SELECT 1 FROM ${table} WHERE ${published} LIMIT ${caps.posts}) AS p) AS posts,
    (SELECT COALESCE(SUM(l.like_count), 0) FROM (SELECT ${table.likeCount} AS like_count FROM ${table}
      WHERE ${published} AND ${table.likeCount} > 0 LIMIT ${caps.likes}) AS l) AS likes`;
}

/** The largest posts and likes figures a decision needs: counting stops there. */
export interface TrustStatCaps {
  posts: number;
  likes: number;
}

/**
 * readTrustStats for deciding a promotion: the same figures, except that posts and likes received
 * are counted up to `caps` (each at least the highest need asked), so a member who wrote thousands of
 * items costs a few index rows per publish, not a scan of all they wrote. Figures below a cap are exact.
 */
export async function readCappedTrustStats(
  member: TrustMember,
  caps: TrustStatCaps,
  db: Database | Transaction = getDb(),
  now: Date = new Date(),
): Promise<TrustStats> {
  const rows = await executeRows<{ posts: number | string; likes: number | string | null }>(
    db,
    sql`${cappedPublishedBy(moments, member.id, caps)} UNION ALL ${cappedPublishedBy(articles, member.id, caps)}
      UNION ALL ${cappedPublishedBy(comments, member.id, caps)}`,
  );
  return trustStatsOf(member, rows, now);
}
