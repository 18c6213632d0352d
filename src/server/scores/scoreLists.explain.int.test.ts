import { describe, expect, it } from 'vitest';
import { explainSuite } from '../../../tests/explainSuite.ts';
import { insertRows } from '../../../tests/factories/bulkRows.ts';
import { expectIndexedRead } from '../../../tests/queryPlans.ts';
import { checkins, favorites, scoreLogs, users } from '../db/schema/index.ts';
import { encodeCursor } from '../pagination/cursor.ts';
import { listDayCheckins } from '../checkin/checkinRanking.queries.ts';
import { checkinStatus } from '../checkin/checkinStatus.ts';
import { encodeFavoriteCursor } from '../favorites/favoriteCursor.ts';
import { listFavorites } from '../favorites/favoriteList.queries.ts';
import { listScoreLogs } from './scoreLedger.queries.ts';
import { topScorers } from './scoreRanking.queries.ts';

/*
 * Every list of scores, check-ins and favorites reads its index in order, with no filesort and
 * no more rows than a page (+1), also deep in the list: EXPLAIN for the plan, MariaDB's ANALYZE
 * for the rows actually read. The real query functions run against a logging drizzle instance.
 */

const USERS = 400;
const LOGS_PER_USER = 30;
const DAY = '2024-05-01';

let heavy = 0;

const suite = explainSuite({
  seedTimeout: 120_000,
  seed: async (test) => {
    const userRows = Array.from({ length: USERS }, (_, index) => ({
      nickname: `U${index}`,
      score: (index * 37) % 500,
    }));
    await test.db.insert(users).values(userRows);
    heavy = 1;
    const logs = [];
    for (let userId = 1; userId <= USERS; userId++) {
      for (let ref = 1; ref <= (userId === heavy ? 2000 : LOGS_PER_USER); ref++) {
        logs.push({
          userId,
          source: 'comment',
          refId: ref,
          amount: 1,
          balanceAfter: ref,
          reason: 'post_comment',
        });
      }
    }
    await insertRows(logs, (slice) => test.db.insert(scoreLogs).values(slice));
    const days = ['2024-04-29', '2024-04-30', DAY, '2024-05-02'];
    const checkinRows = days.flatMap((day) =>
      Array.from({ length: USERS }, (_, index) => ({
        userId: index + 1,
        day,
        streak: 1,
        points: 3,
        createdAt: new Date(Date.parse(`${day}T00:00:00Z`) + index * 1000),
      })),
    );
    await test.db.insert(checkins).values(checkinRows);
    const favoriteRows = [];
    for (let userId = 1; userId <= USERS; userId++) {
      const count = userId === heavy ? 1500 : 10;
      for (let index = 0; index < count; index++) {
        favoriteRows.push({
          userId,
          entityType: index % 2,
          entityId: index + 1,
          createdAt: new Date(Date.UTC(2024, 0, 1) + index * 60_000),
        });
      }
    }
    await insertRows(favoriteRows, (slice) => test.db.insert(favorites).values(slice));
    await test.pool.query('ANALYZE TABLE users, score_logs, checkins, favorites');
  },
});
const { analyze, analyzeFirst, statements } = suite;

describe('query plans', () => {
  it('reads the score ledger along (user_id, id), also deep down', async () => {
    const first = await analyzeFirst(() => listScoreLogs(heavy, undefined, suite.db));
    expectIndexedRead(first, 'score_logs', 'score_logs_user_idx', 21);
    const deep = await analyzeFirst(() => listScoreLogs(heavy, encodeCursor({ k: 500, id: 500 }), suite.db));
    expectIndexedRead(deep, 'score_logs', 'score_logs_user_idx', 21);
  });

  it('reads the score ranking backwards along users (score, id)', async () => {
    const plan = await analyzeFirst(() => topScorers(10, suite.db));
    expectIndexedRead(plan, 'users', 'users_score_idx', 10);
  });

  it('reads a day’s check-ins along (day, created_at), and a member’s place by primary key', async () => {
    const plan = await analyzeFirst(() => listDayCheckins(DAY, 10, suite.db));
    expectIndexedRead(plan, 'checkins', 'checkins_day_idx', 10);
    // The place is stored with the check-in: no count of the day at read time.
    const status = await statements(() => checkinStatus(200, 'UTC', new Date(`${DAY}T12:00:00Z`), suite.db));
    expect(status).toHaveLength(1);
    expectIndexedRead(await analyze(status[0]!), 'checkins', 'PRIMARY', 2);
  });

  it('reads favorites along (user_id, created_at, entity_type, entity_id), also deep down', async () => {
    const first = await analyzeFirst(() => listFavorites(heavy, undefined, suite.db));
    expectIndexedRead(first, 'favorites', 'favorites_user_created_idx', 21);
    const cursor = encodeFavoriteCursor({ k: Date.UTC(2024, 0, 1) + 700 * 60_000, t: 0, id: 701 });
    const deep = await analyzeFirst(() => listFavorites(heavy, cursor, suite.db));
    expectIndexedRead(deep, 'favorites', 'favorites_user_created_idx', 21);
  });
});
