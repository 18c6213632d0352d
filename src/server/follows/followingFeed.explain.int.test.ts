import { describe, expect, it } from 'vitest';
import { and, count, desc, eq, gte, inArray, lt, max, sql } from 'drizzle-orm';
import {
  expectKeys,
  expectNoSort,
  expectRowsRead,
  rowsRead,
  statementOf,
  type PlanRow,
  type Statement,
} from '../../../tests/queryPlans.ts';
import { explainSuite } from '../../../tests/explainSuite.ts';
import { bulkMoment, insertInBatches, insertRows, mixedStatus } from '../../../tests/factories/bulkRows.ts';
import { articles, follows, moments, users } from '../db/schema/index.ts';
import { MOMENT_PAGE_SIZE } from '../moments/moments.queries.ts';
import { encodeCursor } from '../pagination/cursor.ts';
import { userMomentsQuery } from '../moments/userMoments.queries.ts';
import { userArticlesQuery } from '../articles/userArticles.queries.ts';
import {
  FIRST_WINDOW,
  FOLLOWEE_CHUNK,
  FOLLOWEE_LIMIT,
  followeeIdsQuery,
  followingFeedIdsQuery,
  listFollowingMoments,
} from './followingFeed.queries.ts';
import { followListQuery } from './followLists.queries.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';

/*
 * The following feed, the fans/followed lists and the profile tabs on a database where one member
 * follows 2,000 people who wrote 20 moments each and is followed by 3,000. EXPLAIN for the plan,
 * MariaDB's ANALYZE for the rows actually read (r_rows). EXPLAIN_OUT=path writes
 * docs/explain-following-feed.md.
 */

const FOLLOWEES = FOLLOWEE_LIMIT;
const MOMENTS_EACH = 20;
const FANS = 3000;
const OTHERS = 500;
const PAGE = MOMENT_PAGE_SIZE;

const viewer = 1;

async function analyze(name: string, statement: Statement, summary?: (plan: PlanRow[]) => string) {
  const { sql: text, params } = statement;
  let ms = 0;
  const plan = await suite.explainAs(statement, async (explained) => {
    const started = performance.now();
    for (let i = 0; i < 5; i++) await suite.test.pool.query(text, params);
    ms = (performance.now() - started) / 5;
    return {
      name,
      sql:
        text.length > 1200
          ? `${text.slice(0, 600)}\n  … ${explained.length - 3} more branches …\n${text.slice(-300)}`
          : text,
      note: `Plan rows: ${explained.length}; mean time over 5 runs: ${ms.toFixed(1)} ms.${summary ? ` ${summary(explained)}` : ''}`,
      plan: explained.length > 8 ? [...explained.slice(0, 4), ...explained.slice(-3)] : explained,
    };
  });
  return { plan, ms };
}

/** Entries read from the moments index: r_rows is per loop, so times the loops (the followees joined). */
const entriesRead = (plan: PlanRow[]) => {
  const driver = plan.find((row) => row.table?.startsWith('<subquery'));
  const read = plan.find((row) => row.key === 'moments_user_status_idx');
  return Math.round((read ? rowsRead(read) : 0) * Number(driver?.r_rows ?? 1));
};

const suite = explainSuite({
  columns: ['id', 'select_type', 'table', 'type', 'key', 'rows', 'r_rows', 'Extra'],
  seedTimeout: 180_000,
  seed: async ({ db, pool }) => {
    const people = 1 + FOLLOWEES + FANS + OTHERS;
    await insertInBatches(
      people,
      (i) => ({ nickname: `Member ${i + 1}` }),
      (rows) => db.insert(users).values(rows),
    );
    // Followees are users 2..2001, fans 2002..5001, others after that.
    const start = Date.UTC(2025, 0, 1);
    const followRows = [
      ...Array.from({ length: FOLLOWEES }, (_, i) => ({
        followerId: viewer,
        followeeId: 2 + i,
        createdAt: new Date(start + i * 1000),
      })),
      ...Array.from({ length: FANS }, (_, i) => ({
        followerId: 2 + FOLLOWEES + i,
        followeeId: viewer,
        createdAt: new Date(start + Math.floor(i / 2) * 1000),
      })),
    ];
    await insertRows(followRows, (rows) => db.insert(follows).values(rows));
    // Moments round-robin over followees and others, so each author's ids are spread over the table.
    const authors = [
      ...Array.from({ length: FOLLOWEES }, (_, i) => 2 + i),
      ...Array.from({ length: OTHERS }, (_, i) => 2 + FOLLOWEES + FANS + i),
    ];
    await insertInBatches(
      authors.length * MOMENTS_EACH,
      (i) => bulkMoment(i, { userId: authors[i % authors.length]!, status: mixedStatus(i, 19, 23) }),
      (rows) => db.insert(moments).values(rows),
    );
    await db.insert(articles).values(
      Array.from({ length: 300 }, (_, i) => ({
        userId: 2 + (i % 3),
        title: `Article ${i}`,
        content: '<p>x</p>',
        contentText: 'x',
      })),
    );
    await pool.query('ANALYZE TABLE moments, follows, users, articles');
  },
});

describe('EXPLAIN of the following feed (2,000 followees × 20 moments)', () => {
  const db = () => suite.test.db;

  it('reads the followee ids by (follower_id, created_at)', async () => {
    const statement = statementOf(followeeIdsQuery(viewer, db()));
    const { plan } = await analyze('Followee ids of the viewer (bounded to 2,000)', statement);
    expectKeys(plan, ['follows_follower_created_idx']);
    expectNoSort(plan[0]!, { temporary: false });
  });

  it('reads one id window per page by moments_user_status_idx, never a table scan', async () => {
    const all = (await followeeIdsQuery(viewer, db())).map((row) => row.id);
    expect(all).toHaveLength(FOLLOWEES);
    // One of the four parallel chunk queries a window runs.
    const ids = all.slice(0, FOLLOWEE_CHUNK);
    const [top] = await db()
      .select({ id: max(moments.id) })
      .from(moments);
    const upper = Number(top!.id) + 1;
    for (const [name, window] of [
      ['Following feed ids: first page (newest window)', { lower: upper - FIRST_WINDOW, upper }],
      [
        'Following feed ids: a later page (window below cursor id 30000)',
        { lower: 30_000 - FIRST_WINDOW, upper: 30_000 },
      ],
      [
        'Following feed ids: a widened window (8 × 512 ids)',
        { lower: 30_000 - 8 * FIRST_WINDOW, upper: 30_000 },
      ],
    ] as const) {
      const statement = statementOf(followingFeedIdsQuery(ids, window, PAGE, db()));
      const [match] = await db()
        .select({ n: count() })
        .from(moments)
        .where(
          and(
            inArray(moments.userId, ids),
            eq(moments.status, ContentStatus.published),
            gte(moments.id, window.lower),
            lt(moments.id, window.upper),
          ),
        );
      const { plan, ms } = await analyze(
        name,
        statement,
        (p) =>
          `Followee moments inside the window: ${match!.n}; index entries read (r_rows): ${entriesRead(p)}; this is one of the ${FOLLOWEES / FOLLOWEE_CHUNK} chunk queries of ${FOLLOWEE_CHUNK} followees a window runs in parallel.`,
      );
      // Only followee moments inside the window are read, never every moment they wrote.
      expect(plan.map((row) => [row.key, row.type])).toEqual([['moments_user_status_idx', 'range']]);
      expectRowsRead(plan[0]!, window.upper - window.lower);
      // Loose: the machines running the suite are shared; the plan assertions above are the real check.
      expect(ms).toBeLessThan(1000);
    }
  });

  it('for comparison: without the window one read sorts every followee moment below the cursor', async () => {
    const ids = (await followeeIdsQuery(viewer, db())).map((row) => row.id);
    const statement = statementOf(followingFeedIdsQuery(ids, { lower: 0, upper: 30_000 }, PAGE, db()));
    const { plan } = await analyze(
      'For comparison: no window (id < 30000 only)',
      statement,
      (p) => `Index entries read: ${entriesRead(p)}.`,
    );
    expect(plan.some((row) => row.key === 'moments_user_status_idx')).toBe(true);
  });

  it('the whole page service answers the newest followee moments', async () => {
    const timed = async (cursor: string | undefined) => {
      const started = performance.now();
      for (let i = 0; i < 5; i++) await listFollowingMoments(viewer, cursor, db());
      return (performance.now() - started) / 5;
    };
    const page = await listFollowingMoments(viewer, undefined, db());
    const firstMs = await timed(undefined);
    const deepMs = await timed(encodeCursor({ k: 30_000, id: 30_000 }));
    suite.addSection(
      `### The whole page service (followee ids + windows + cards)\n\nlistFollowingMoments, mean of 5 runs: first page ${firstMs.toFixed(1)} ms; a page below id 30000 ${deepMs.toFixed(1)} ms.\n`,
    );
    expect(firstMs).toBeLessThan(3000);
    expect(page.results).toHaveLength(PAGE);
    const ids = page.results.map((card) => card.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const [newest] = await db()
      .select({ id: moments.id })
      .from(moments)
      .where(
        and(
          sql`${moments.userId} BETWEEN 2 AND ${1 + FOLLOWEES}`,
          eq(moments.status, ContentStatus.published),
        ),
      )
      .orderBy(desc(moments.id))
      .limit(1);
    expect(ids[0]).toBe(newest!.id);
  });
});

describe('EXPLAIN of the profile lists', () => {
  const db = () => suite.test.db;
  const later = { k: Date.UTC(2025, 0, 1) + 700_000, id: 1500 };

  it('fans walk (followee_id, created_at) and followed walk (follower_id, created_at)', async () => {
    for (const kind of ['fans', 'followed'] as const) {
      for (const key of [undefined, later]) {
        const statement = statementOf(followListQuery(kind, viewer, key, 20, db()));
        const { plan } = await analyze(
          `${kind === 'fans' ? 'Fans' : 'Followed'} list: ${key ? 'a later page' : 'first page'}`,
          statement,
        );
        expectKeys(plan, [kind === 'fans' ? 'follows_followee_idx' : 'follows_follower_created_idx']);
        expectNoSort(plan[0]!);
        expectRowsRead(plan[0]!, 2 * 21);
      }
    }
  });

  it("a user's moments and articles walk (user_id, status, id)", async () => {
    for (const key of [undefined, { k: 40_000, id: 40_000 }]) {
      const statement = statementOf(userMomentsQuery(2, key, PAGE, db()));
      const { plan } = await analyze(`Profile topics: ${key ? 'a later page' : 'first page'}`, statement);
      expectKeys(plan, ['moments_user_status_idx']);
      expectNoSort(plan[0]!, { temporary: false });
    }
    const statement = statementOf(userArticlesQuery(2, { k: 200, id: 200 }, 20, db()));
    const { plan } = await analyze('Profile articles: a later page', statement);
    expectKeys(plan, ['articles_user_status_idx']);
    expectNoSort(plan[0]!, { temporary: false });
    expectRowsRead(plan[0]!, 21);
  });
});
