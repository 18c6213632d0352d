import { describe, expect, it } from 'vitest';
import { explainSuite } from '../../../tests/explainSuite.ts';
import { bulkMoment, insertInBatches, mixedStatus } from '../../../tests/factories/bulkRows.ts';
import {
  expectKeys,
  expectNoSort,
  expectRowsRead,
  rowsRead,
  type PlanRow,
} from '../../../tests/queryPlans.ts';
import { articleTags, articles, momentTags, moments, tags, users } from '../db/schema/index.ts';
import { allTagsQuery } from './allTags.queries.ts';
import { HOT_TAG_SCAN_LIMIT, recentHotTagsQuery } from './recentHotTags.queries.ts';

/*
 * The /tags page's queries on a busy site: the hot-tag ranking reads a bounded slice of recent
 * moments and articles however much was posted this month, and a page of all tags (or of a
 * prefix) reads about a page of the name index, however far it is. EXPLAIN_OUT=path writes the
 * plans as Markdown.
 */

const MOMENT_COUNT = 24_000;
const ARTICLE_COUNT = 8_000;
const TAG_COUNT = 3_000;
const NOW = Date.UTC(2026, 5, 1);
const DAY = 86_400_000;
const PAGE = 60;
function row(plan: PlanRow[], table: string): PlanRow {
  const found = plan.find((item) => item.table === table);
  expect(found, `a plan row for ${table}`).toBeDefined();
  return found!;
}

const suite = explainSuite({
  columns: ['table', 'type', 'key', 'key_len', 'ref', 'rows', 'r_rows', 'Extra'],
  seedTimeout: 180_000,
  seed: async ({ db, pool }) => {
    await db.insert(users).values({ nickname: 'Writer' });
    await insertInBatches(
      TAG_COUNT,
      (i) => ({ name: `tag${String(i).padStart(5, '0')}`, momentCount: i % 7, articleCount: i % 3 }),
      (rows) => db.insert(tags).values(rows),
    );
    // A busy site: moments spread over the last 60 days (so about 12,000 fall in the window, more
    // than the scan limit), articles over the last 90; some pending and deleted.
    const status = (i: number) => mixedStatus(i, 13, 29);
    await insertInBatches(
      MOMENT_COUNT,
      (i) =>
        bulkMoment(i, {
          userId: 1,
          status: status(i),
          lastActivityAt: new Date(NOW - Math.floor((i * 60 * DAY) / MOMENT_COUNT)),
        }),
      (rows) => db.insert(moments).values(rows),
    );
    await insertInBatches(
      ARTICLE_COUNT,
      (i) => ({
        userId: 1,
        title: `Article ${i}`,
        content: '<p>Body</p>',
        contentText: 'Body',
        status: status(i),
        publishedAt: new Date(NOW - Math.floor((i * 90 * DAY) / ARTICLE_COUNT)),
      }),
      (rows) => db.insert(articles).values(rows),
    );
    for (let first = 1; first <= MOMENT_COUNT; first += 2000) {
      const links = [];
      for (let id = first; id < first + 2000; id++) {
        links.push({ momentId: id, tagId: 1 + (id % TAG_COUNT) });
        if (id % 2 === 0) links.push({ momentId: id, tagId: 1 + ((id * 7 + 1) % TAG_COUNT) });
      }
      await db.insert(momentTags).values(links);
    }
    await insertInBatches(
      ARTICLE_COUNT,
      (i) => ({ articleId: i + 1, tagId: 1 + (((i + 1) * 3) % TAG_COUNT) }),
      (rows) => db.insert(articleTags).values(rows),
    );
    await pool.query('ANALYZE TABLE moments, articles, moment_tags, article_tags, tags');
  },
});
const { explain } = suite;

describe('EXPLAIN of the tags page', () => {
  it('hot tags: a bounded walk of recent moments and articles, each joined by primary key', async () => {
    const since = new Date(NOW - 30 * DAY);
    const plan = await explain('Hot tags: the last 30 days', recentHotTagsQuery(since, 40, suite.test.db));
    const recentMoments = row(plan, 'moments');
    expect(recentMoments.key).toBe('moments_status_activity_idx');
    expect(recentMoments.type).toBe('range');
    expectNoSort(recentMoments);
    expectRowsRead(recentMoments, HOT_TAG_SCAN_LIMIT);
    const recentArticles = row(plan, 'articles');
    expect(recentArticles.key).toBe('articles_status_published_idx');
    expect(recentArticles.type).toBe('range');
    expectNoSort(recentArticles);
    expectRowsRead(recentArticles, HOT_TAG_SCAN_LIMIT);
    // Each recent row finds its links through the link table's primary key (a moment has few).
    expect(row(plan, 'moment_tags')).toMatchObject({ type: 'ref', key: 'PRIMARY' });
    expect(row(plan, 'article_tags')).toMatchObject({ type: 'ref', key: 'PRIMARY' });
    expectRowsRead(row(plan, 'moment_tags'), 4);
    expectRowsRead(row(plan, 'article_tags'), 4);
    // Only the ranked winners are read from tags, by primary key.
    expect(row(plan, 'tags')).toMatchObject({ type: 'eq_ref', key: 'PRIMARY' });
    expectRowsRead(row(plan, 'tags'), 1);
    for (const item of plan) {
      if (item.table?.startsWith('<derived')) {
        // The materialised slices: the ranking, the links of the recent rows, the recent rows.
        expectRowsRead(item, 4 * HOT_TAG_SCAN_LIMIT);
      } else expect(item.type, `type of ${item.table}`).not.toBe('ALL');
    }
    expect(rowsRead(plan[0]!), 'the ranking is cut to the limit').toBeLessThanOrEqual(40);
  });

  it('all tags: a page, a later page and a prefix read about a page of the name index', async () => {
    const first = await explain('All tags: first page', allTagsQuery({}, PAGE, suite.test.db));
    const later = await explain(
      'All tags: a later page (cursor)',
      allTagsQuery({ after: 'tag01500' }, PAGE, suite.test.db),
    );
    const prefix = await explain(
      'All tags: names starting with a prefix, a later page',
      allTagsQuery({ prefix: 'tag02', after: 'tag02400' }, PAGE, suite.test.db),
    );
    for (const plan of [first, later, prefix]) {
      expectKeys(plan, ['tags_name_unique']);
      expect(plan[0]!.type).not.toBe('ALL');
      expectNoSort(plan[0]!);
      // Tags nothing uses are skipped, so a page reads a little more than a page.
      expectRowsRead(plan[0]!, 2 * (PAGE + 1));
    }
  });
});
