import { describe, expect, it } from 'vitest';
import { explainSuite } from '../../../tests/explainSuite.ts';
import { bulkMoment, insertInBatches, mixedStatus } from '../../../tests/factories/bulkRows.ts';
import { expectKeys, expectNoSort, expectRowsRead, type PlanRow } from '../../../tests/queryPlans.ts';
import { articles, moments, tags, users } from '../db/schema/index.ts';
import {
  SITEMAP_ID_SPAN,
  articleRangeQuery,
  maxIds,
  momentRangeQuery,
  tagRangeQuery,
  userRangeQuery,
} from './sitemap.queries.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';

/*
 * A paged sitemap reads one primary-key range and nothing else, however large the table:
 * EXPLAIN for the plan, MariaDB's ANALYZE for the rows actually read (r_rows). A later range
 * costs what the first does. EXPLAIN_OUT=path writes the plans as Markdown.
 */

const MOMENT_COUNT = 3 * SITEMAP_ID_SPAN + 500;
const OTHER_COUNT = SITEMAP_ID_SPAN + 500;
/** The status row `i` (id `i + 1`) of each content table was inserted with. */
const statusOf = (i: number) => mixedStatus(i, 17, 23);

/** One range read of the primary key: no other index, no sort, at most one range of rows. */
function expectPrimaryRange(plan: PlanRow[]): void {
  expectKeys(plan, ['PRIMARY']);
  const [row] = plan;
  expect(row!.type, 'access type').toBe('range');
  expectNoSort(row!);
  expectRowsRead(row!, SITEMAP_ID_SPAN);
}

const suite = explainSuite({
  seedTimeout: 180_000,
  seed: async ({ db, pool }) => {
    await insertInBatches(
      OTHER_COUNT,
      (i) => ({ nickname: `Member ${i}`, status: i % 50 === 0 ? 1 : 0 }),
      (rows) => db.insert(users).values(rows),
    );
    await insertInBatches(
      MOMENT_COUNT,
      (i) =>
        bulkMoment(i, {
          userId: 1 + (i % 100),
          status: statusOf(i),
          lastActivityAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000),
        }),
      (rows) => db.insert(moments).values(rows),
    );
    await insertInBatches(
      OTHER_COUNT,
      (i) => ({
        userId: 1 + (i % 100),
        title: `Article ${i}`,
        content: '<p>x</p>',
        contentText: 'x',
        status: statusOf(i),
      }),
      (rows) => db.insert(articles).values(rows),
    );
    await insertInBatches(
      OTHER_COUNT,
      (i) => ({ name: `tag${i}`, momentCount: i % 3, articleCount: i % 5 === 0 ? 1 : 0 }),
      (rows) => db.insert(tags).values(rows),
    );
    await pool.query('ANALYZE TABLE moments, articles, tags, users');
  },
});
const { explain } = suite;

describe('EXPLAIN of the paged sitemaps', () => {
  it('finds each max(id) without reading rows', async () => {
    expect(await maxIds(suite.test.db)).toEqual({
      moments: MOMENT_COUNT,
      articles: OTHER_COUNT,
      tags: OTHER_COUNT,
      users: OTHER_COUNT,
    });
  });

  it('reads a range of moments by primary key, first and later ranges alike', async () => {
    expectPrimaryRange(await explain('Moments sitemap: first range', momentRangeQuery(0, suite.test.db)));
    expectPrimaryRange(await explain('Moments sitemap: third range', momentRangeQuery(2, suite.test.db)));
  });

  it('reads a range of articles, tags and members by primary key', async () => {
    expectPrimaryRange(await explain('Articles sitemap: second range', articleRangeQuery(1, suite.test.db)));
    expectPrimaryRange(await explain('Tags sitemap: first range', tagRangeQuery(0, suite.test.db)));
    expectPrimaryRange(await explain('Members sitemap: first range', userRangeQuery(0, suite.test.db)));
  });

  it('returns only the published rows of the range', async () => {
    const rows = await momentRangeQuery(1, suite.test.db);
    const expected = Array.from({ length: SITEMAP_ID_SPAN }, (_, i) => SITEMAP_ID_SPAN + i).filter(
      (id) => statusOf(id - 1) === ContentStatus.published,
    );
    expect(rows.map((row) => row.id)).toEqual(expected);
  });
});
