import { asc, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { checkins, users } from '../db/schema/index.ts';
import { CHECKIN_RANKING_SIZE, type CheckinRankingEntry } from '@/shared/checkin/checkinTypes.ts';
import { sharedRead } from '../cache/sharedRead.ts';
import { authorColumns, toPublicAuthor } from '../users/authorProjection.ts';

const DAY_INDEX = 'checkins_day_idx';

const dayRankings = sharedRead<CheckinRankingEntry[]>({});

/**
 * The first check-ins of a day, earliest first. Without a `db` (the side widget, the ranking API), a
 * ranking at most a few seconds old, shared by every reader of this process (sharedRead); a check-in
 * clears it.
 */
export async function listDayCheckins(
  day: string,
  limit = CHECKIN_RANKING_SIZE,
  db?: Database,
): Promise<CheckinRankingEntry[]> {
  if (db) return queryDayCheckins(day, limit, db);
  return dayRankings.read(`${day}/${limit}`, () => queryDayCheckins(day, limit, getDb()));
}

/** Drops this process's kept rankings (someone checked in). */
export function clearDayCheckinsCache(): void {
  dayRankings.clear();
}

/** The first check-ins of a day along checkins (day, created_at). */
async function queryDayCheckins(day: string, limit: number, db: Database): Promise<CheckinRankingEntry[]> {
  const rows = await db
    .select({
      ...authorColumns,
      streak: checkins.streak,
      createdAt: checkins.createdAt,
    })
    .from(checkins, { forceIndex: DAY_INDEX })
    .innerJoin(users, eq(users.id, checkins.userId))
    .where(eq(checkins.day, day))
    .orderBy(asc(checkins.createdAt), asc(checkins.userId))
    .limit(limit);
  return rows.map((row, index) => ({
    rank: index + 1,
    user: toPublicAuthor(row),
    streak: row.streak,
    checkedInAt: row.createdAt.toISOString(),
  }));
}
