import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { checkins } from '../db/schema/index.ts';
import type { CheckinStatus } from '@/shared/checkin/checkinTypes.ts';
import { localDay, shiftDay } from '@/shared/checkin/localDay.ts';

/** Whether the user has checked in today (site time zone), the streak, and today's place. */
export async function checkinStatus(
  userId: number,
  timeZone: string,
  now: Date = new Date(),
  db: Database = getDb(),
): Promise<CheckinStatus> {
  const today = localDay(now, timeZone);
  const yesterday = shiftDay(today, -1);
  const rows = await db
    .select({ day: checkins.day, streak: checkins.streak, dayRank: checkins.dayRank })
    .from(checkins)
    .where(and(eq(checkins.userId, userId), inArray(checkins.day, [today, yesterday])))
    .orderBy(desc(checkins.day));
  const todays = rows.find((row) => row.day === today);
  if (!todays) {
    return { checkedIn: false, streak: rows.find((row) => row.day === yesterday)?.streak ?? 0 };
  }
  return { checkedIn: true, streak: todays.streak, todayRank: todays.dayRank };
}
