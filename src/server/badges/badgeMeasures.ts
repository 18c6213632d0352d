import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { executeRows } from '../db/executeRows.ts';
import { articles, checkins, comments, moments, users } from '../db/schema/index.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import type { BadgeMeasure } from '@/shared/badges/badges.ts';

type Reader = Database | Transaction;
type Authored = typeof moments | typeof articles | typeof comments;

/** The member's published items of one kind, counted up to `cap` on its (user_id, …) index. */
function publishedUpTo(table: Authored, userId: number, cap: number) {
  return sql`(SELECT COUNT(*) FROM (SELECT 1 FROM ${table}
    WHERE ${table.userId} = ${userId} AND ${table.status} = ${ContentStatus.published} LIMIT ${cap}) AS p)`;
}

/** Likes the member's published items of one kind hold, over their first `cap` liked items. */
function likesUpTo(table: Authored, userId: number, cap: number) {
  // Every liked item adds at least one like, so the first `cap` liked items reach any need up to cap.
  return sql`(SELECT COALESCE(SUM(l.like_count), 0) FROM (SELECT ${table.likeCount} AS like_count FROM ${table}
    WHERE ${table.userId} = ${userId} AND ${table.status} = ${ContentStatus.published}
      AND ${table.likeCount} > 0 LIMIT ${cap}) AS l)`;
}

async function single(db: Reader, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await executeRows<{ value: number | string | null }>(db, sql`SELECT ${query} AS value`);
  return Number(row?.value ?? 0);
}

/**
 * What a rule counts, for one member, read with indexed look-ups only and counted no further than
 * `cap` (the highest need asked): a member who wrote thousands of items costs a few index rows.
 * A figure below the cap is exact.
 */
export async function readMeasure(
  db: Reader,
  measure: BadgeMeasure,
  userId: number,
  cap: number,
): Promise<number> {
  switch (measure) {
    case 'posts':
      return single(
        db,
        sql`${publishedUpTo(moments, userId, cap)} + ${publishedUpTo(articles, userId, cap)}`,
      );
    case 'comments':
      return single(db, publishedUpTo(comments, userId, cap));
    case 'likesReceived':
      return single(
        db,
        sql`${likesUpTo(moments, userId, cap)} + ${likesUpTo(articles, userId, cap)} + ${likesUpTo(comments, userId, cap)}`,
      );
    case 'checkinStreak': {
      // The member's check-ins on the (user_id, day) primary key: the longest run they reached.
      const [row] = await db
        .select({ value: sql<number | null>`MAX(${checkins.streak})` })
        .from(checkins)
        .where(eq(checkins.userId, userId));
      return Number(row?.value ?? 0);
    }
    case 'acceptedAnswers':
      // The member's comments on moments (their (user_id, entity_type, …) index), each checked against
      // its moment's accepted answer by the moment's primary key.
      return single(
        db,
        sql`(SELECT COUNT(*) FROM (SELECT 1 FROM ${comments} c
          JOIN ${moments} q ON q.id = c.entity_id AND q.answer_comment_id = c.id
          WHERE c.user_id = ${userId} AND c.entity_type = ${EntityType.moment}
            AND c.status = ${ContentStatus.published} LIMIT ${cap}) AS a)`,
      );
    case 'followers': {
      const [row] = await db.select({ value: users.fansCount }).from(users).where(eq(users.id, userId));
      return row?.value ?? 0;
    }
  }
}
