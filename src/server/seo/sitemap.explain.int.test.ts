import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectKeys,
  expectNoSort,
  expectRowsRead,
  explainStatement,
  planSection,
  statementOf,
  writeExplainOut,
  type BuiltQuery,
  type PlanRow,
} from '../../../tests/queryPlans.ts';
import { createTestDatabase, type TestDatabase } from '../../../tests/testDatabase.ts';
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
const COLUMNS = [
  'table',
  'type',
  'possible_keys',
  'key',
  'key_len',
  'ref',
  'rows',
  'r_rows',
  'Extra',
] as const;

let test: TestDatabase;
const sections: string[] = [];

async function explain(name: string, query: BuiltQuery): Promise<PlanRow[]> {
  const statement = statementOf(query);
  const plan = await explainStatement(test.pool, statement);
  sections.push(planSection({ name, sql: statement.sql, plan, columns: COLUMNS }));
  return plan;
}

/** One range read of the primary key: no other index, no sort, at most one range of rows. */
function expectPrimaryRange(plan: PlanRow[]): void {
  expectKeys(plan, ['PRIMARY']);
  const [row] = plan;
  expect(row!.type, 'access type').toBe('range');
  expectNoSort(row!);
  expectRowsRead(row!, SITEMAP_ID_SPAN);
}

async function insertInBatches<T>(
  count: number,
  make: (i: number) => T,
  insert: (rows: T[]) => Promise<unknown>,
) {
  for (let start = 0; start < count; start += 2000) {
    await insert(Array.from({ length: Math.min(2000, count - start) }, (_, offset) => make(start + offset)));
  }
}

beforeAll(async () => {
  test = await createTestDatabase();
  const db = test.db;
  const status = (i: number) =>
    i % 17 === 0 ? ContentStatus.pending : i % 23 === 0 ? ContentStatus.deleted : ContentStatus.published;
  await insertInBatches(
    OTHER_COUNT,
    (i) => ({ nickname: `Member ${i}`, status: i % 50 === 0 ? 1 : 0 }),
    (rows) => db.insert(users).values(rows),
  );
  await insertInBatches(
    MOMENT_COUNT,
    (i) => ({
      userId: 1 + (i % 100),
      title: `Moment ${i}`,
      content: '<p>Body</p>',
      contentText: 'Body',
      images: '[]',
      hiddenContent: '',
      status: status(i),
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
      status: status(i),
    }),
    (rows) => db.insert(articles).values(rows),
  );
  await insertInBatches(
    OTHER_COUNT,
    (i) => ({ name: `tag${i}`, momentCount: i % 3, articleCount: i % 5 === 0 ? 1 : 0 }),
    (rows) => db.insert(tags).values(rows),
  );
  await test.pool.query('ANALYZE TABLE moments, articles, tags, users');
}, 180_000);

afterAll(async () => {
  writeExplainOut(sections);
  await test.cleanup();
});

describe('EXPLAIN of the paged sitemaps', () => {
  it('finds each max(id) without reading rows', async () => {
    expect(await maxIds(test.db)).toEqual({
      moments: MOMENT_COUNT,
      articles: OTHER_COUNT,
      tags: OTHER_COUNT,
      users: OTHER_COUNT,
    });
  });

  it('reads a range of moments by primary key, first and later ranges alike', async () => {
    expectPrimaryRange(await explain('Moments sitemap: first range', momentRangeQuery(0, test.db)));
    expectPrimaryRange(await explain('Moments sitemap: third range', momentRangeQuery(2, test.db)));
  });

  it('reads a range of articles, tags and members by primary key', async () => {
    expectPrimaryRange(await explain('Articles sitemap: second range', articleRangeQuery(1, test.db)));
    expectPrimaryRange(await explain('Tags sitemap: first range', tagRangeQuery(0, test.db)));
    expectPrimaryRange(await explain('Members sitemap: first range', userRangeQuery(0, test.db)));
  });

  it('returns only the published rows of the range', async () => {
    const rows = await momentRangeQuery(1, test.db);
    const expected = Array.from({ length: SITEMAP_ID_SPAN }, (_, i) => SITEMAP_ID_SPAN + i).filter((id) =>
      status0(id - 1),
    );
    expect(rows.map((row) => row.id)).toEqual(expected);
  });
});

/** Moment id `i + 1` was inserted published (ids start at 1). */
function status0(i: number): boolean {
  return i % 17 !== 0 && i % 23 !== 0;
}
