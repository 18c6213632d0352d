import { and, desc, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { checkinDays, checkins } from '../db/schema/index.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { ApiError } from '../http/ApiError.ts';
import { awardScoreInTransaction } from '../scores/awardScore.ts';
import { noteScoreChange } from '../scores/scoreRankingCache.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';
import { recordEvent } from '../outbox/recordEvent.ts';
import { deliverInBackground } from '../outbox/outboxDelivery.ts';
import { clearDayCheckinsCache } from './checkinRanking.queries.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { CheckinResult } from '@/shared/checkin/checkinTypes.ts';
import { dayNumber, localDay, shiftDay } from '@/shared/checkin/localDay.ts';
import { ScoreReason, ScoreSource } from '@/shared/scores/scoreSources.ts';
import type { SiteConfig } from '@/shared/site/siteConfig.ts';
import { m } from '@/paraglide/messages.js';

type CheckinRules = Pick<SiteConfig, 'timeZone' | 'scoreRules'> & Partial<Pick<SiteConfig, 'badges'>>;

class AlreadyCheckedIn extends Error {}

/**
 * The day's check-ins take turns: each first updates the day's row in `checkin_days`, whose lock it
 * holds until it commits, and is stamped at least a millisecond after the day's latest. Times then
 * follow the order of commits, and each takes the place after the day's latest, which is final (two
 * at once once got the same place). Read after taking the lock, so the latest is the one committed
 * just before: one index entry, however many check-ins the day has.
 */
async function takeTurn(
  tx: Transaction,
  day: string,
  now: Date,
): Promise<{ createdAt: Date; dayRank: number }> {
  await tx
    .insert(checkinDays)
    .values({ day, checkins: 1 })
    .onDuplicateKeyUpdate({ set: { checkins: sql`${checkinDays.checkins} + 1` } });
  const [latest] = await tx
    .select({ createdAt: checkins.createdAt, dayRank: checkins.dayRank })
    .from(checkins, { forceIndex: 'checkins_day_idx' })
    .where(eq(checkins.day, day))
    .orderBy(desc(checkins.createdAt), desc(checkins.userId))
    .limit(1);
  if (!latest) return { createdAt: now, dayRank: 1 };
  return {
    createdAt: latest.createdAt >= now ? new Date(latest.createdAt.getTime() + 1) : now,
    dayRank: latest.dayRank + 1,
  };
}

/**
 * Today's check-in (the day ends at midnight in the site's time zone): the (user, day) primary key
 * lets exactly one of any concurrent requests in; the points are paid in the same transaction.
 */
export async function checkIn(
  userId: number,
  rules: CheckinRules,
  now: Date = new Date(),
  db: Database = getDb(),
): Promise<CheckinResult> {
  const day = localDay(now, rules.timeZone);
  const points = rules.scoreRules.checkin;
  try {
    const { streak, balance, dayRank, event } = await withDeadlockRetry(() =>
      db.transaction(async (tx) => {
        // First: the turn's lock comes before any read, so every read sees the check-ins before it.
        const { createdAt, dayRank } = await takeTurn(tx, day, now);
        const [yesterday] = await tx
          .select({ streak: checkins.streak })
          .from(checkins)
          .where(and(eq(checkins.userId, userId), eq(checkins.day, shiftDay(day, -1))));
        const streak = (yesterday?.streak ?? 0) + 1;
        try {
          await tx.insert(checkins).values({ userId, day, streak, points, dayRank, createdAt });
        } catch (error) {
          if (isDuplicateKey(error)) throw new AlreadyCheckedIn();
          throw error;
        }
        // The streak badges are awarded through the outbox, off the request path (decision 083).
        const event = rules.badges?.enabled
          ? await recordEvent(tx, { type: 'badges.check', userId, measures: ['checkinStreak'] })
          : undefined;
        if (points === 0) return { streak, balance: undefined, dayRank, event };
        const award = await awardScoreInTransaction(tx, {
          userId,
          source: ScoreSource.checkin,
          refId: dayNumber(day),
          amount: points,
          reason: ScoreReason.dailyCheckin,
        });
        return { streak, balance: award.awarded ? award.balance : undefined, dayRank, event };
      }),
    );
    clearDayCheckinsCache();
    if (event !== undefined) deliverInBackground([event], db);
    if (balance !== undefined) noteScoreChange(userId, balance);
    return { day, streak, points, todayRank: dayRank };
  } catch (error) {
    if (error instanceof AlreadyCheckedIn) {
      throw new ApiError(409, m.scores_checkin_already(), ErrorCode.conflict);
    }
    throw error;
  }
}
