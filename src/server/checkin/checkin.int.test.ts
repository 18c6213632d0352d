import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '../../../tests/apiErrorOf.ts';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { checkins, scoreLogs, users } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { checkIn } from './checkIn.ts';
import { checkinStatus } from './checkinStatus.ts';
import { listDayCheckins } from './checkinRanking.queries.ts';
import { dayNumber } from '@/shared/checkin/localDay.ts';

const test = useTestDatabase();

const UTC = { timeZone: 'UTC', scoreRules: { moment: 5, comment: 2, checkin: 3, answer: 10 } };
const SHANGHAI = { ...UTC, timeZone: 'Asia/Shanghai' };
const NEW_YORK = { ...UTC, timeZone: 'America/New_York' };

async function newUser(nickname: string): Promise<number> {
  const [row] = await test.db.insert(users).values({ nickname }).$returningId();
  return row!.id;
}

async function scoreOf(userId: number): Promise<{ balance: number; ledgerSum: number; rows: number }> {
  const [user] = await test.db.select({ score: users.score }).from(users).where(eq(users.id, userId));
  const [ledger] = await test.db
    .select({ sum: sql<string | null>`sum(${scoreLogs.amount})`, rows: sql<number>`count(*)` })
    .from(scoreLogs)
    .where(and(eq(scoreLogs.userId, userId), eq(scoreLogs.source, 'checkin')));
  return { balance: user!.score, ledgerSum: Number(ledger?.sum ?? 0), rows: Number(ledger?.rows ?? 0) };
}

describe('check-in', () => {
  it('checks in once a day, pays the configured points and starts a streak of 1', async () => {
    const userId = await newUser('Ann');
    const now = new Date('2024-05-01T10:00:00Z');
    const result = await checkIn(userId, UTC, now, test.db);
    expect(result).toMatchObject({ day: '2024-05-01', streak: 1, points: 3, todayRank: 1 });
    const second = await apiErrorOf(checkIn(userId, UTC, new Date('2024-05-01T23:59:59Z'), test.db));
    expect(second.status).toBe(409);
    expect(second.message).toBe('You have already checked in today');
    expect(await scoreOf(userId)).toEqual({ balance: 3, ledgerSum: 3, rows: 1 });
    const [log] = await test.db.select().from(scoreLogs).where(eq(scoreLogs.userId, userId));
    expect(log).toMatchObject({ source: 'checkin', refId: dayNumber('2024-05-01'), reason: 'daily_checkin' });
  });

  it('counts consecutive days and starts again at 1 after a missed day', async () => {
    const userId = await newUser('Bob');
    const days = ['2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-03', '2024-03-04'];
    const streaks: number[] = [];
    for (const day of days) {
      streaks.push((await checkIn(userId, UTC, new Date(`${day}T08:00:00Z`), test.db)).streak);
    }
    expect(streaks).toEqual([1, 2, 3, 4, 1, 2]);
    expect(await scoreOf(userId)).toEqual({ balance: 18, ledgerSum: 18, rows: 6 });
  });

  it('draws the day boundary at midnight in the site time zone, not UTC', async () => {
    const userId = await newUser('Cat');
    // 23:30 in Shanghai on 1 June, then 00:30 on 2 June: two days, consecutive (one hour apart).
    const first = await checkIn(userId, SHANGHAI, new Date('2024-06-01T15:30:00Z'), test.db);
    const second = await checkIn(userId, SHANGHAI, new Date('2024-06-01T16:30:00Z'), test.db);
    expect([first.day, first.streak, second.day, second.streak]).toEqual(['2024-06-01', 1, '2024-06-02', 2]);
    // 08:00 Shanghai on 2 June is the same local day, although UTC has moved on.
    const again = await apiErrorOf(checkIn(userId, SHANGHAI, new Date('2024-06-02T00:00:00Z'), test.db));
    expect(again.status).toBe(409);
  });

  it('keeps New York days apart across UTC midnight and daylight saving changes', async () => {
    const userId = await newUser('Dan');
    // 23:00 New York on 9 March (04:00 UTC on the 10th) and 00:30 on the 11th after spring-forward.
    const first = await checkIn(userId, NEW_YORK, new Date('2024-03-10T04:00:00Z'), test.db);
    const second = await checkIn(userId, NEW_YORK, new Date('2024-03-10T12:00:00Z'), test.db);
    const third = await checkIn(userId, NEW_YORK, new Date('2024-03-11T04:30:00Z'), test.db);
    expect([first.day, second.day, third.day]).toEqual(['2024-03-09', '2024-03-10', '2024-03-11']);
    expect([first.streak, second.streak, third.streak]).toEqual([1, 2, 3]);
    // 23:59 New York on the 11th is 03:59 UTC on the 12th: still the 11th, refused.
    const same = await apiErrorOf(checkIn(userId, NEW_YORK, new Date('2024-03-12T03:59:00Z'), test.db));
    expect(same.status).toBe(409);
  });

  it('lets exactly one of 10 concurrent check-ins in and pays once', async () => {
    const userId = await newUser('Eve');
    const now = new Date('2024-07-01T09:00:00Z');
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => checkIn(userId, UTC, now, test.db)),
    );
    const fulfilled = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const rejected = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(fulfilled).toHaveLength(1);
    expect(rejected.map((outcome) => (outcome.reason as ApiError).status)).toEqual(Array(9).fill(409));
    expect(await scoreOf(userId)).toEqual({ balance: 3, ledgerSum: 3, rows: 1 });
    const rows = await test.db.select().from(checkins).where(eq(checkins.userId, userId));
    expect(rows).toHaveLength(1);
  });

  it('pays nothing but still records the day when the check-in rule is 0', async () => {
    const userId = await newUser('Fay');
    const result = await checkIn(
      userId,
      { ...UTC, scoreRules: { ...UTC.scoreRules, checkin: 0 } },
      new Date('2024-07-01T09:00:00Z'),
      test.db,
    );
    expect(result).toMatchObject({ streak: 1, points: 0 });
    expect(await scoreOf(userId)).toEqual({ balance: 0, ledgerSum: 0, rows: 0 });
  });
});

describe('check-in status and ranking', () => {
  it('reports the live streak before checking in, and today’s streak and place after', async () => {
    const userId = await newUser('Gus');
    const day1 = new Date('2024-08-01T10:00:00Z');
    const day2 = new Date('2024-08-02T10:00:00Z');
    expect(await checkinStatus(userId, 'UTC', day1, test.db)).toEqual({ checkedIn: false, streak: 0 });
    await checkIn(userId, UTC, day1, test.db);
    expect(await checkinStatus(userId, 'UTC', day1, test.db)).toEqual({
      checkedIn: true,
      streak: 1,
      todayRank: 1,
    });
    expect(await checkinStatus(userId, 'UTC', day2, test.db)).toEqual({ checkedIn: false, streak: 1 });
    // A missed day ends the streak.
    expect(await checkinStatus(userId, 'UTC', new Date('2024-08-03T10:00:00Z'), test.db)).toEqual({
      checkedIn: false,
      streak: 0,
    });
  });

  it('ranks a day’s check-ins by time, earliest first, with each user’s place', async () => {
    const ids = [await newUser('R1'), await newUser('R2'), await newUser('R3')];
    // R2 at 10:00, R3 at 10:01, R1 at 10:02.
    for (const [userId, minute] of [
      [ids[1]!, 0],
      [ids[2]!, 1],
      [ids[0]!, 2],
    ] as const) {
      await checkIn(userId, UTC, new Date(Date.UTC(2024, 8, 9, 10, minute)), test.db);
    }
    const ranking = await listDayCheckins('2024-09-09', 10, test.db);
    expect(ranking.map((entry) => [entry.rank, entry.user.id])).toEqual([
      [1, ids[1]],
      [2, ids[2]],
      [3, ids[0]],
    ]);
    expect(ranking[0]!.user.nickname).toBe('R2');
    expect(await checkinStatus(ids[0]!, 'UTC', new Date(Date.UTC(2024, 8, 9, 12)), test.db)).toEqual({
      checkedIn: true,
      streak: 1,
      todayRank: 3,
    });
    expect((await listDayCheckins('2024-09-09', 2, test.db)).map((entry) => entry.user.id)).toEqual([
      ids[1],
      ids[2],
    ]);
    expect(await listDayCheckins('2024-09-10', 10, test.db)).toEqual([]);
  });

  it('ranks by the order check-ins are made: one stamped earlier than the latest comes after it', async () => {
    const [early, late] = [await newUser('Early'), await newUser('Late')];
    await checkIn(early, UTC, new Date(Date.UTC(2024, 8, 11, 10, 5)), test.db);
    // A clock behind, or a request that waited: it is still the day's second.
    const second = await checkIn(late, UTC, new Date(Date.UTC(2024, 8, 11, 10, 0)), test.db);
    expect(second.todayRank).toBe(2);
    const ranking = await listDayCheckins('2024-09-11', 10, test.db);
    expect(ranking.map((entry) => [entry.rank, entry.user.id])).toEqual([
      [1, early],
      [2, late],
    ]);
    expect(Date.parse(ranking[1]!.checkedInAt)).toBe(Date.UTC(2024, 8, 11, 10, 5) + 1);
  });
});
