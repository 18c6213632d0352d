import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { users } from '../db/schema/index.ts';
import { logger } from '../log/logger.ts';
import { refreshTrustLevel } from './refreshTrustLevel.ts';
import { localDay } from '@/shared/checkin/localDay.ts';

/** The session's member as the visit needs them: their id and the last day already counted. */
export interface VisitingMember {
  id: number;
  lastVisitDay: string | null;
}

/**
 * Counts one visit per day of the site's time zone: nothing at all when the session's member was
 * already counted today, else one conditional UPDATE (so concurrent first requests count once) and,
 * for the request that counted it, a trust refresh. A failure is logged and never fails the request.
 * True when this call counted the day.
 */
export async function countVisit(
  member: VisitingMember,
  timeZone: string,
  db: Database = getDb(),
  now: Date = new Date(),
): Promise<boolean> {
  const today = localDay(now, timeZone);
  if (member.lastVisitDay === today) return false;
  try {
    const counted = affectedRows(
      await db
        .update(users)
        .set({ daysVisited: sql`${users.daysVisited} + 1`, lastVisitDay: today })
        .where(and(eq(users.id, member.id), or(isNull(users.lastVisitDay), ne(users.lastVisitDay, today)))),
    );
    if (counted === 0) return false;
    await refreshTrustLevel(member.id, db);
    return true;
  } catch (error) {
    logger.warn({ err: error, userId: member.id }, 'counting a visit failed');
    return false;
  }
}
