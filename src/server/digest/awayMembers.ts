import { and, asc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';

/**
 * Where a digest run stands in the walk of users along (last_visit_day, id): first the members
 * with no visit counted (`day` null), then those whose last visit is oldest.
 */
export interface DigestCursor {
  day: string | null;
  id: number;
}

export const DIGEST_START: DigestCursor = { day: null, id: 0 };
export const DIGEST_BATCH_SIZE = 200;
/** Before any visit day: the dated part of the walk starts after it. */
const FIRST_DAY = '0001-01-01';
export const AWAY_INDEX = 'users_last_visit_idx';

/** One page of the walk: the members read and where the next page starts (undefined: the walk is over). */
export interface AwayPage {
  ids: number[];
  next: DigestCursor | undefined;
}

function afterCursor(cursor: DigestCursor, lastAwayDay: string): SQL | undefined {
  if (cursor.day === null) return and(isNull(users.lastVisitDay), gt(users.id, cursor.id));
  return and(
    lte(users.lastVisitDay, lastAwayDay),
    or(gt(users.lastVisitDay, cursor.day), and(eq(users.lastVisitDay, cursor.day), gt(users.id, cursor.id))),
  );
}

/**
 * The next `limit` members whose last visit was on `lastAwayDay` or before, read from the index
 * alone: a page costs `limit` index entries however many members are away or due.
 */
export async function nextAwayMembers(
  db: Database,
  cursor: DigestCursor,
  lastAwayDay: string,
  limit: number = DIGEST_BATCH_SIZE,
): Promise<AwayPage> {
  const rows = await db
    .select({ id: users.id, day: users.lastVisitDay })
    .from(users)
    .where(afterCursor(cursor, lastAwayDay))
    // Among members never seen the day is NULL for all: ordering by it too would make MariaDB sort.
    .orderBy(...(cursor.day === null ? [asc(users.id)] : [asc(users.lastVisitDay), asc(users.id)]))
    .limit(limit);
  const last = rows.at(-1);
  if (rows.length === limit && last)
    return { ids: rows.map((row) => row.id), next: { day: last.day, id: last.id } };
  // The members without a visit are done: the dated part of the walk comes next.
  const next = cursor.day === null ? { day: FIRST_DAY, id: 0 } : undefined;
  return { ids: rows.map((row) => row.id), next };
}

/** A member a digest may go to, as the batch reads them by primary key. */
export interface DigestMember {
  id: number;
  nickname: string;
  email: string;
  locale: string;
  digestDays: number;
  lastVisitDay: string | null;
  lastDigestAt: Date | null;
  createdAt: Date;
}

/** Of these members, those who chose a digest and can get mail: active, verified, not banned. */
export async function digestReaders(
  db: Database,
  ids: readonly number[],
  now: Date,
): Promise<DigestMember[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      email: users.email,
      emailVerified: users.emailVerified,
      status: users.status,
      bannedUntil: users.bannedUntil,
      locale: users.locale,
      digestDays: users.digestDays,
      lastVisitDay: users.lastVisitDay,
      lastDigestAt: users.lastDigestAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return rows
    .filter(
      (row) =>
        row.status === UserStatus.active &&
        row.emailVerified &&
        !!row.email &&
        row.digestDays > 0 &&
        (row.bannedUntil === null || row.bannedUntil <= now),
    )
    .map((row) => ({
      id: row.id,
      nickname: row.nickname,
      email: row.email ?? '',
      locale: row.locale,
      digestDays: row.digestDays,
      lastVisitDay: row.lastVisitDay,
      lastDigestAt: row.lastDigestAt,
      createdAt: row.createdAt,
    }))
    .sort((a, b) => a.id - b.id);
}
