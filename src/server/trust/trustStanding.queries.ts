import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { articles, comments, moments, users } from '../db/schema/index.ts';
import type { TrustStats } from './earnedTrustLevel.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { trustLevelOf } from '@/shared/trust/trustLevelOf.ts';
import type { TrustLevelValue } from '@/shared/trust/trustLevel.ts';
import { ROLES, type Role } from '@/shared/users/currentUser.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

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
  return {
    daysSinceSignup: Math.max(0, Math.floor((now.getTime() - member.createdAt.getTime()) / DAY_MS)),
    posts: rows.reduce((sum, row) => sum + Number(row.posts), 0),
    likesReceived: rows.reduce((sum, row) => sum + Number(row.likes ?? 0), 0),
    daysVisited: member.daysVisited,
    score: member.score,
    flagsUpheldAgainst: member.flagsUpheldAgainst,
  };
}
