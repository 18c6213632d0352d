import { describe, expect, it } from 'vitest';
import { asc, desc, eq, gt, inArray, like, and } from 'drizzle-orm';
import { explainSuite } from '../../../tests/explainSuite.ts';
import { bulkMoment, insertInBatches, mixedStatus } from '../../../tests/factories/bulkRows.ts';
import {
  expectKeys,
  expectNoSort,
  expectRowsRead,
  type BuiltQuery,
  type PlanRow,
} from '../../../tests/queryPlans.ts';
import { momentTags, moments, nodes, tags, users } from '../db/schema/index.ts';
import { encodeCursor, decodeCursor } from '../pagination/cursor.ts';
import { momentCardColumns } from './momentCards.ts';
import {
  MOMENT_PAGE_SIZE,
  latestFirstPageQuery,
  momentListQuery,
  stickyMomentsQuery,
} from './moments.queries.ts';

/*
 * Shows that every list and look-up the feed runs is served by an index, on a database with
 * thousands of rows: EXPLAIN for the plan, MariaDB's ANALYZE for the rows actually read (r_rows),
 * so a later page costs what the first does. EXPLAIN_OUT=path writes the plans as Markdown
 * (docs/explain-moment-lists.md).
 */

const MOMENT_COUNT = 20_000;
const NODE_COUNT = 8;
const TAG_COUNT = 60;
const USER_COUNT = 200;

const MAX_ROWS_READ = 2 * (MOMENT_PAGE_SIZE + 1);
function expectIndexed(
  plan: PlanRow[],
  keys: Array<string | null>,
  options: { filesort?: boolean } = {},
): void {
  expectKeys(plan, keys);
  for (const row of plan) {
    expect(row.type, `type of ${row.table}`).not.toBe('ALL');
    if (!options.filesort) expectNoSort(row);
    // A page reads about a page of rows (plus the few hidden ones a tag's links point at).
    expectRowsRead(row, MAX_ROWS_READ);
  }
}

/** Explains the query and checks it as expectIndexed does. */
async function explainIndexed(
  name: string,
  query: BuiltQuery,
  keys: Array<string | null>,
  options: { filesort?: boolean } = {},
): Promise<PlanRow[]> {
  const plan = await explain(name, query);
  expectIndexed(plan, keys, options);
  return plan;
}

const suite = explainSuite({
  seedTimeout: 120_000,
  seed: async ({ db, pool }) => {
    await db
      .insert(users)
      .values(Array.from({ length: USER_COUNT }, (_, i) => ({ nickname: `Member ${i}` })));
    await db
      .insert(nodes)
      .values(Array.from({ length: NODE_COUNT }, (_, i) => ({ name: `Node ${i}`, sortOrder: i % 3 })));
    await db
      .insert(tags)
      .values(
        Array.from({ length: TAG_COUNT }, (_, i) => ({ name: `tag${i}`, momentCount: (i * 37) % 101 })),
      );
    const start = Date.UTC(2024, 0, 1);
    await insertInBatches(
      MOMENT_COUNT,
      (i) =>
        bulkMoment(i, {
          userId: 1 + (i % USER_COUNT),
          nodeId: 1 + (i % NODE_COUNT),
          // Mostly published; some pending and deleted; a few sticky and recommended.
          status: mixedStatus(i, 17, 23),
          sticky: i % 4000 === 7,
          recommended: i % 9 === 0,
          // Two in three have an accepted answer: the unanswered list must skip them by index.
          answerCommentId: i % 3 === 0 ? null : i,
          // Every third moment shares its time with a neighbour: ties are the normal case.
          lastActivityAt: new Date(start + Math.floor(i / 3) * 60_000),
        }),
      (rows) => db.insert(moments).values(rows),
    );
    const links: Array<{ momentId: number; tagId: number }> = [];
    for (let momentId = 1; momentId <= MOMENT_COUNT; momentId++) {
      links.push({ momentId, tagId: 1 + (momentId % TAG_COUNT) });
      if (momentId % 4 === 0) links.push({ momentId, tagId: 1 + ((momentId * 7) % TAG_COUNT) });
    }
    const unique = [...new Map(links.map((link) => [`${link.momentId}:${link.tagId}`, link])).values()];
    await insertInBatches(
      unique.length,
      (i) => unique[i]!,
      (rows) => db.insert(momentTags).values(rows),
    );
    await pool.query('ANALYZE TABLE moments, moment_tags, tags, nodes, users');
  },
});
const { explain } = suite;

describe('EXPLAIN of the moment lists', () => {
  const db = () => suite.test.db;
  // Halfway down every list: where a plan that ignores the cursor reads the most rows.
  const middle = MOMENT_COUNT / 2;
  const cursor = decodeCursor(
    encodeCursor({ k: Date.UTC(2024, 0, 1) + Math.floor(middle / 3) * 60_000, id: middle }),
  );
  const tagCursor = decodeCursor(encodeCursor({ k: middle, id: middle }));

  /** Explains one page of a feed list and checks it reads through `keys`. */
  const listPage = (
    name: string,
    list: Parameters<typeof momentListQuery>[0],
    after: typeof cursor | undefined,
    keys: string[],
  ) => explainIndexed(name, momentListQuery(list, after, MOMENT_PAGE_SIZE, db()), keys);

  it('latest: the sticky moments, then the page without them', async () => {
    await explainIndexed('Latest feed: sticky moments (first page only)', stickyMomentsQuery(db()), [
      'moments_status_sticky_idx',
    ]);
    await listPage('Latest feed: first page', { kind: 'latest' }, undefined, ['moments_status_sticky_idx']);
    // What the first page sends: both reads above as one statement.
    await explainIndexed(
      'Latest feed: first page with its sticky moments, one statement (union of the two above)',
      latestFirstPageQuery(db(), MOMENT_PAGE_SIZE + 1),
      ['moments_status_sticky_idx', 'moments_status_sticky_idx'],
    );
    await listPage('Latest feed: a later page (cursor)', { kind: 'latest' }, cursor, [
      'moments_status_sticky_idx',
    ]);
  });

  it('recommended', async () => {
    await listPage('Recommended feed: a later page (cursor)', { kind: 'recommended' }, cursor, [
      'moments_status_recommended_idx',
    ]);
  });

  it('a node', async () => {
    await listPage('Node list: a later page (cursor)', { kind: 'node', nodeId: 3 }, cursor, [
      'moments_node_status_activity_idx',
    ]);
  });

  it('a question node’s unanswered moments', async () => {
    const plan = await listPage(
      'Node list: unanswered questions, a later page (cursor)',
      { kind: 'node', nodeId: 3, unanswered: true },
      cursor,
      ['moments_node_status_answer_activity_idx'],
    );
    expect(plan[0]?.type).toBe('range');
  });

  it('a tag', async () => {
    const keys = ['moment_tags_tag_idx', 'PRIMARY'];
    await listPage('Tag list: first page', { kind: 'tag', tagId: 5 }, undefined, keys);
    await listPage('Tag list: a later page (cursor)', { kind: 'tag', tagId: 5 }, tagCursor, keys);
  });

  it('the batched look-ups of a page', async () => {
    const ids = Array.from({ length: 20 }, (_, i) => 100 + i * 7);
    await explainIndexed(
      'Look-up: authors of a page',
      db()
        .select({ id: users.id, nickname: users.nickname })
        .from(users)
        .where(inArray(users.id, ids.slice(0, 15))),
      ['PRIMARY'],
    );
    await explainIndexed(
      'Look-up: nodes of a page',
      db()
        .select({ id: nodes.id, name: nodes.name })
        .from(nodes)
        .where(inArray(nodes.id, [1, 2, 3])),
      ['PRIMARY'],
    );
    // A page's handful of tag links is sorted in memory; each side is read by its key.
    await explainIndexed(
      'Look-up: tags of a page',
      db()
        .select({ momentId: momentTags.momentId, id: tags.id, name: tags.name })
        .from(momentTags)
        .innerJoin(tags, eq(tags.id, momentTags.tagId))
        .where(inArray(momentTags.momentId, ids))
        .orderBy(asc(momentTags.momentId), asc(tags.id)),
      ['PRIMARY', 'PRIMARY'],
      { filesort: true },
    );
  });

  it('the detail page, nodes and tag suggestions', async () => {
    await explainIndexed(
      'Detail: one moment by id',
      db()
        .select({ ...momentCardColumns, content: moments.content })
        .from(moments)
        .where(eq(moments.id, 1234))
        .limit(1),
      ['PRIMARY'],
    );
    const nodePlan = await explain(
      'Nodes: active nodes in order (a table of a few rows)',
      db()
        .select({ id: nodes.id, name: nodes.name })
        .from(nodes)
        .where(eq(nodes.status, 0))
        .orderBy(asc(nodes.sortOrder), asc(nodes.id)),
    );
    // A forum has a few dozen nodes at most: MariaDB rightly reads them whole.
    expect(nodePlan[0]?.possible_keys).toContain('nodes_status_sort_idx');
    await explainIndexed(
      'Tags: suggestions by prefix',
      db()
        .select({ id: tags.id, name: tags.name })
        .from(tags)
        .where(like(tags.name, 'tag1%'))
        .orderBy(asc(tags.name))
        .limit(10),
      ['tags_name_unique'],
    );
    const hot = await explain(
      'Tags: hot tags (small table, sorted by count)',
      db()
        .select({ id: tags.id, name: tags.name })
        .from(tags)
        .where(and(gt(tags.momentCount, 0)))
        .orderBy(desc(tags.momentCount), asc(tags.id))
        .limit(20),
    );
    expect(hot).toHaveLength(1);
  });
});
