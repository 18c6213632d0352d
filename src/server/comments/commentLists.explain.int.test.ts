import { beforeAll, describe, expect, it } from 'vitest';
import { explainSuite, PLAN_COLUMNS } from '../../../tests/explainSuite.ts';
import { bulkMoment, insertRows } from '../../../tests/factories/bulkRows.ts';
import { FILESORT_OR_TEMPORARY, rowsRead, type PlanRow, type Statement } from '../../../tests/queryPlans.ts';
import { articles, comments, likes, moments, users } from '../db/schema/index.ts';
import { encodeCursor } from '../pagination/cursor.ts';
import { hasCommented } from './hasCommented.ts';
import { listCommentThreads, listReplies } from './listComments.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { COMMENT_PAGE_SIZE, REPLY_PAGE_SIZE, REPLY_PREVIEW_SIZE } from '@/shared/comments/commentLimits.ts';

/*
 * Shows that every query a comment section runs is served by an index, on a moment with 5,000
 * top-level comments (some deleted), a few long reply threads and many short ones, among other
 * targets' comments: EXPLAIN for the plan, MariaDB's ANALYZE for the rows actually read (r_rows),
 * so a page deep in the list costs what the first one does. EXPLAIN_OUT=path writes the plans as
 * Markdown (docs/explain-comment-lists.md).
 *
 * listComments.ts keeps its query builders private, so the SQL is not rebuilt here: the real
 * functions run against a drizzle instance made exactly like createDatabase()'s (same pool, schema
 * and mode) plus a logger, and the statements they sent are the ones explained.
 */

const TOP_LEVEL_COUNT = 5_000;
const USER_COUNT = 200;
const NOISE_MOMENTS = 40;
/** Top-level comments (by position in the thread) that gather long reply threads. */
const BUSY = [40, 1210, 2510, 2520, 3730, 4940];
/** Deleted, but with replies: listed as a "deleted" placeholder. */
const DELETED_BUSY = 2520;
const BUSY_REPLIES = 250;

/** One read of the top-level page: a page plus one, to tell whether there is more. */
const PAGE_ROWS = COMMENT_PAGE_SIZE + 1;
/** Rows a page can show or quote: its top-level comments and their reply previews' quotes. */
const MAX_PAGE_ROWS = 2 * PAGE_ROWS;
/** Position (in the busy thread) of the top-level comment the deep page's cursor points at. */
const DEEP_CURSOR = 2530;
/** The long thread that "more replies" pages through, and the reply its cursor points at. */
const LONG_THREAD = 2510;
const REPLY_CURSOR = 100;

const MOMENT_ID = 1;
const VIEWER = 1;
/** A member with comments on other moments only. */
const LURKER = USER_COUNT + 1;

/** Comment id of the top-level comment at each position of the busy moment's thread. */
const topIds: number[] = [];
const repliesOf = new Map<number, number[]>();
/** Ids of the busy moment's top-level comments that a page lists (published, or deleted with replies), newest first. */
const listedIds: number[] = [];

/**
 * `from \`table\``, with the hint drizzle writes for `.from(table, { forceIndex })` if there is one
 * (`FORCE INDEX (name)`): the plans, not the hint, are what is checked.
 */
const from = (table: string) => `from \`${table}\`(?: force index \\(\`?\\w+\`?\\))?`;
const sqlPattern = (source: string) => new RegExp(source, 'i');

function pick(statements: Statement[], pattern: RegExp): Statement {
  const matching = statements.filter((statement) => pattern.test(statement.sql));
  expect(matching, `one statement matching ${pattern}`).toHaveLength(1);
  return matching[0]!;
}

/**
 * Every table is read through `key` (no full scan, no filesort or temporary table on it) and
 * reads at most `maxRows` rows. A UNION's result and a derived table holding nested union
 * branches are temporary tables of rows the branches already limited: scanning them, and sorting
 * them for an outer ORDER BY … LIMIT, is fine; holding more than `tempRows` rows is not.
 */
function expectIndexed(
  plan: PlanRow[],
  key: string | string[],
  maxRows: number,
  options: { tempRows?: number } = {},
): void {
  const keys = Array.isArray(key) ? key : [key];
  // Every problem of the plan at once, so a failure shows the whole picture.
  const problems: string[] = [];
  for (const row of plan) {
    const label = `${row.select_type} ${row.id ?? ''} ${row.table}`;
    const read = rowsRead(row);
    if (/^<(union|derived)/.test(row.table ?? '')) {
      if (read > (options.tempRows ?? maxRows))
        problems.push(`${label}: ${read} rows in the temporary table`);
      continue;
    }
    if (!keys.includes(row.key ?? ''))
      problems.push(`${label}: key ${row.key}, expected ${keys.join(' or ')}`);
    if (row.type === 'ALL' || row.type === 'index') problems.push(`${label}: full ${row.type} scan`);
    if (FILESORT_OR_TEMPORARY.test(row.Extra ?? '')) problems.push(`${label}: ${row.Extra}`);
    if (read > maxRows)
      problems.push(`${label}: read ${read} rows (${row.type} on ${row.key}), at most ${maxRows}`);
  }
  expect(problems).toEqual([]);
}

type CommentSeed = typeof comments.$inferInsert & { id: number };

/** The comments, in the order they were "posted" (ids ascending), top-level and replies interleaved. */
function commentSeeds(): CommentSeed[] {
  const rows: CommentSeed[] = [];
  const add = (row: Omit<CommentSeed, 'id' | 'content' | 'images'>) => {
    const id = rows.length + 1;
    rows.push({ id, content: `Comment ${id}`, images: '[]', ...row });
    return id;
  };
  const busyTop = new Map<number, number>();
  const busyCount = new Map<number, number>();
  for (let s = 0; s < TOP_LEVEL_COUNT; s++) {
    // About 4 % of the top-level comments are deleted; only DELETED_BUSY keeps replies under it.
    const deleted = s === DELETED_BUSY || s % 25 === 7;
    const top = add({
      entityType: EntityType.moment,
      entityId: MOMENT_ID,
      userId: 1 + ((s * 7) % USER_COUNT),
      parentId: 0,
      status: deleted ? ContentStatus.deleted : ContentStatus.published,
    });
    topIds.push(top);
    if (BUSY.includes(s)) busyTop.set(s, top);
    // One comment in ten gets a short exchange: a reply, and a reply quoting it.
    if (s % 10 === 3) {
      const first = add({
        entityType: EntityType.moment,
        entityId: MOMENT_ID,
        userId: 1 + ((s * 11) % USER_COUNT),
        parentId: top,
      });
      add({
        entityType: EntityType.moment,
        entityId: MOMENT_ID,
        userId: 1 + ((s * 13) % USER_COUNT),
        parentId: top,
        replyToId: first,
        replyToUserId: 1 + ((s * 11) % USER_COUNT),
      });
    }
    // The long threads grow while newer top-level comments keep arriving; one reply in eight is deleted.
    for (const [b, parent] of busyTop) {
      const replies = busyCount.get(parent) ?? 0;
      if ((s - b) % 2 === 1 && replies < BUSY_REPLIES) {
        busyCount.set(parent, replies + 1);
        add({
          entityType: EntityType.moment,
          entityId: MOMENT_ID,
          userId: 1 + ((s * 3 + b) % USER_COUNT),
          parentId: parent,
          status: replies % 8 === 5 ? ContentStatus.deleted : ContentStatus.published,
        });
      }
    }
    // Noise: the other moments' comments (a lurker among them), and comments on article 1.
    add({
      entityType: EntityType.moment,
      entityId: 2 + (s % NOISE_MOMENTS),
      userId: s % 5 === 0 ? LURKER : 1 + (s % USER_COUNT),
      parentId: 0,
    });
    if (s % 10 === 0) {
      add({ entityType: EntityType.article, entityId: 1, userId: 1 + (s % USER_COUNT), parentId: 0 });
    }
  }
  // reply_count counts the published replies, as posting and deleting keep it.
  const published = new Map<number, number>();
  for (const row of rows) {
    if (row.parentId && row.status !== ContentStatus.deleted) {
      published.set(row.parentId, (published.get(row.parentId) ?? 0) + 1);
      const list = repliesOf.get(row.parentId) ?? [];
      list.push(row.id);
      repliesOf.set(row.parentId, list);
    }
  }
  for (const row of rows) row.replyCount = published.get(row.id) ?? 0;
  for (const row of [...rows].reverse()) {
    const onBusyMoment = row.entityType === EntityType.moment && row.entityId === MOMENT_ID;
    if (
      onBusyMoment &&
      row.parentId === 0 &&
      (row.status !== ContentStatus.deleted || (row.replyCount ?? 0) > 0)
    )
      listedIds.push(row.id);
  }
  return rows;
}

const suite = explainSuite({
  columns: ['id', 'select_type', ...PLAN_COLUMNS],
  seedTimeout: 60_000,
  seed: async (test) => {
    await test.db
      .insert(users)
      .values(Array.from({ length: USER_COUNT + 1 }, (_, i) => ({ nickname: `Member ${i + 1}` })));
    await test.db
      .insert(moments)
      .values(Array.from({ length: NOISE_MOMENTS + 1 }, (_, i) => bulkMoment(i + 1, { userId: 1 + i })));
    await test.db
      .insert(articles)
      .values({ userId: 2, title: 'Article', content: '<p>Body</p>', contentText: 'Body' });
    const seeds = commentSeeds();
    await insertRows(seeds, (rows) => test.db.insert(comments).values(rows));
    // The viewer liked one comment in three of the busy moment; fifty others liked some here and there.
    const liked: Array<typeof likes.$inferInsert> = [];
    const onMoment = seeds.filter(
      (row) => row.entityType === EntityType.moment && row.entityId === MOMENT_ID,
    );
    for (const row of onMoment) {
      if (row.id % 3 === 0) liked.push({ userId: VIEWER, entityType: EntityType.comment, entityId: row.id });
    }
    for (let userId = 2; userId <= 51; userId++) {
      for (let n = 0; n < 100; n++) {
        liked.push({
          userId,
          entityType: EntityType.comment,
          entityId: 1 + ((userId * 131 + n * 97) % seeds.length),
        });
      }
    }
    // Two comments of the deep page are popular: every member liked them.
    for (const position of [LONG_THREAD, DEEP_CURSOR - 4]) {
      for (let userId = 1; userId <= USER_COUNT + 1; userId++) {
        liked.push({ userId, entityType: EntityType.comment, entityId: topIds[position]! });
      }
    }
    for (let momentId = 1; momentId <= NOISE_MOMENTS + 1; momentId++) {
      liked.push({ userId: VIEWER, entityType: EntityType.moment, entityId: momentId });
    }
    const unique = [
      ...new Map(liked.map((like) => [`${like.userId}:${like.entityType}:${like.entityId}`, like])).values(),
    ];
    await insertRows(unique, (rows) => test.db.insert(likes).values(rows));
    await test.pool.query('ANALYZE TABLE comments, likes, users');
  },
});
/** EXPLAIN of a statement the code sent, with what its plan should show. */
const explain = (name: string, why: string, statement: Statement) => suite.explain(name, statement, why);

/** What the real code sent, captured once the data is in (see beforeAll). */
interface Captured {
  firstPage: Statement[];
  firstThreads: Awaited<ReturnType<typeof listCommentThreads>>;
  deepPage: Statement[];
  deepThreads: Awaited<ReturnType<typeof listCommentThreads>>;
  moreReplies: Statement[];
  moreRepliesPage: Awaited<ReturnType<typeof listReplies>>;
  hasCommentedYes: Statement[];
  hasCommentedNo: Statement[];
}
let captured: Captured;

beforeAll(async () => {
  const got: Partial<Captured> = {};
  got.firstPage = await suite.statements(async () => {
    got.firstThreads = await listCommentThreads('moment', MOMENT_ID, VIEWER, undefined, suite.db);
  });
  // Halfway down: the page under the cursor holds a published long thread, a deleted one and short ones.
  const deepCursor = encodeCursor({ k: topIds[DEEP_CURSOR]!, id: topIds[DEEP_CURSOR]! });
  got.deepPage = await suite.statements(async () => {
    got.deepThreads = await listCommentThreads('moment', MOMENT_ID, VIEWER, deepCursor, suite.db);
  });
  const replies = repliesOf.get(topIds[LONG_THREAD]!)!;
  const replyCursor = encodeCursor({ k: replies[REPLY_CURSOR]!, id: replies[REPLY_CURSOR]! });
  got.moreReplies = await suite.statements(async () => {
    got.moreRepliesPage = await listReplies(
      topIds[LONG_THREAD]!,
      VIEWER,
      replyCursor,
      REPLY_PAGE_SIZE,
      suite.db,
    );
  });
  got.hasCommentedYes = await suite.statements(async () => {
    expect(await hasCommented(VIEWER, 'moment', MOMENT_ID, suite.db)).toBe(true);
  });
  got.hasCommentedNo = await suite.statements(async () => {
    expect(await hasCommented(LURKER, 'moment', MOMENT_ID, suite.db)).toBe(false);
  });
  captured = got as Captured;
});

/**
 * The top-level page's two reads, newest first: the published comments (a page plus one), then the
 * deleted ones that still have replies, bounded below by the published page's oldest id when that
 * page is full (as it is on both pages explained here).
 */
function topLevelReads(sent: Statement[]): { published: Statement; deleted: Statement } {
  // One statement built once serves both reads and every page: below the cursor (or below every id
  // on the first page), from an id (the published page's oldest, for the deleted read), with replies.
  const pattern = sqlPattern(
    '^select .* ' +
      from('comments') +
      ' where \\(`comments`.`entity_type` = \\? and `comments`.`entity_id` = \\? and `comments`.`parent_id` = \\? and `comments`.`status` = \\?' +
      ' and `comments`.`id` < \\? and `comments`.`id` >= \\? and `comments`.`reply_count` >= \\?\\) order by `comments`.`id` desc limit \\?$',
  );
  const reads = sent.filter((statement) => pattern.test(statement.sql));
  const published = reads.filter((statement) => statement.params[3] === ContentStatus.published);
  const deleted = reads.filter((statement) => statement.params[3] === ContentStatus.deleted);
  expect(published, 'one read of the published comments').toHaveLength(1);
  expect(deleted, 'one read of the deleted comments with replies').toHaveLength(1);
  expect(published[0]!.params.slice(5)).toEqual([0, 0, PAGE_ROWS]);
  expect(deleted[0]!.params.at(-2)).toBe(1);
  expect(deleted[0]!.params.at(-1)).toBe(PAGE_ROWS);
  return { published: published[0]!, deleted: deleted[0]! };
}

describe('EXPLAIN of the comment lists', () => {
  it('the code ran the queries expected, with the data expected', () => {
    // The top-level page's two reads, reply previews, quoted replies, then authors and likes together.
    expect(captured.firstPage).toHaveLength(6);
    expect(captured.deepPage).toHaveLength(6);
    // Read in two and merged in code, the pages list what one ordered read would: every published
    // comment and every deleted one with replies, newest first, from the cursor down.
    const deepCursorAt = listedIds.indexOf(topIds[DEEP_CURSOR]!);
    expect(captured.firstThreads.results.map((thread) => thread.id)).toEqual(
      listedIds.slice(0, COMMENT_PAGE_SIZE),
    );
    expect(captured.firstThreads.hasMore).toBe(true);
    expect(captured.deepThreads.results.map((thread) => thread.id)).toEqual(
      listedIds.slice(deepCursorAt + 1, deepCursorAt + 1 + COMMENT_PAGE_SIZE),
    );
    expect(captured.deepThreads.hasMore).toBe(true);
    const threads = captured.deepThreads.results;
    expect(threads).toHaveLength(COMMENT_PAGE_SIZE);
    expect(threads.map((thread) => thread.id)).toContain(topIds[LONG_THREAD]);
    expect(threads.find((thread) => thread.id === topIds[DELETED_BUSY])?.deleted).toBe(true);
    expect(threads.filter((thread) => thread.replyCount > 0).length).toBeGreaterThanOrEqual(3);
    // The parent look-up, the page of replies, then its authors and the viewer's likes.
    expect(captured.moreReplies).toHaveLength(4);
    const replies = repliesOf.get(topIds[LONG_THREAD]!)!;
    expect(replies.length).toBeGreaterThan(200);
    expect(captured.moreRepliesPage.results.map((reply) => reply.id)).toEqual(
      replies.slice(REPLY_CURSOR + 1, REPLY_CURSOR + 1 + REPLY_PAGE_SIZE),
    );
  });

  it('top-level comments, first page', async () => {
    const { published, deleted } = topLevelReads(captured.firstPage);
    expectIndexed(
      await explain(
        'Top-level comments, first page: published',
        'Expected: `comments_entity_parent_idx` walked backwards on its four leading columns (entity, parent, published), stopping after a page plus one (21 rows), however many newer comments the rest of the site has.',
        published,
      ),
      'comments_entity_parent_idx',
      PAGE_ROWS,
    );
    expectIndexed(
      await explain(
        'Top-level comments, first page: deleted with replies',
        "Expected: a range of `comments_entity_parent_idx` on (entity, parent, deleted) and `id >=` the published page's oldest id: only the deleted comments within the page's span, not every deleted comment of the thread.",
        deleted,
      ),
      'comments_entity_parent_idx',
      PAGE_ROWS,
    );
  });

  it('top-level comments, a page halfway down (cursor)', async () => {
    const { published, deleted } = topLevelReads(captured.deepPage);
    expectIndexed(
      await explain(
        'Top-level comments, a page halfway down (cursor): published',
        'Expected: a range of `comments_entity_parent_idx` on all five columns (`id < cursor`), backwards from the cursor, stopping after a page plus one (21 rows).',
        published,
      ),
      'comments_entity_parent_idx',
      PAGE_ROWS,
    );
    expectIndexed(
      await explain(
        'Top-level comments, a page halfway down (cursor): deleted with replies',
        "Expected: a range of `comments_entity_parent_idx` on all five columns, between the published page's oldest id and the cursor: only the deleted comments within the page's span.",
        deleted,
      ),
      'comments_entity_parent_idx',
      PAGE_ROWS,
    );
  });

  it('the reply previews of a page', async () => {
    const previews = await explain(
      'Reply previews of a page (one union branch per comment with replies)',
      'Every branch reads `comments_entity_parent_idx` on (entity, parent, published) forwards from the oldest reply and stops after 4 rows, whatever the thread length.',
      pick(captured.deepPage, /union all/),
    );
    const parentsWithReplies = captured.deepThreads.results.filter((thread) => thread.replyCount > 0).length;
    expect(previews.filter((row) => row.table === 'comments')).toHaveLength(parentsWithReplies);
    // drizzle nests a union of 3+ branches, `((a ∪ b) ∪ c) ∪ d`: the inner ones become derived
    // tables of the few rows already read, which MariaDB scans.
    expectIndexed(previews, 'comments_entity_parent_idx', REPLY_PREVIEW_SIZE + 1, {
      tempRows: parentsWithReplies * (REPLY_PREVIEW_SIZE + 1),
    });
  });

  it("the look-ups of a page: quoted replies, authors, the viewer's likes", async () => {
    const sent = captured.deepPage;
    expectIndexed(
      await explain(
        'Quoted replies of a page',
        'The replies that the page quotes, by primary key.',
        pick(sent, sqlPattern(`^select .* ${from('comments')} where \`comments\`.\`id\` in`)),
      ),
      'PRIMARY',
      MAX_PAGE_ROWS,
    );
    expectIndexed(
      await explain(
        'Authors of a page',
        'Commenters and quoted authors, by primary key.',
        pick(sent, sqlPattern(from('users'))),
      ),
      'PRIMARY',
      MAX_PAGE_ROWS * 2,
    );
    const likesQuery = pick(sent, sqlPattern(from('likes')));
    expect(likesQuery.params[0]).toBe(VIEWER);
    const probes = likesQuery.params.length - 2;
    // Either index is a bounded read, as long as it stays one probe per comment shown: through
    // likes_entity_reaction_idx that holds only while no comment on the page has many likes (two here have
    // a like from every member), which is why the rows read are capped at the probes.
    expectIndexed(
      await explain(
        "The viewer's likes on a page",
        "Expected: a range of the likes primary key `(user_id, entity_type, entity_id)`: one probe per comment shown, never the viewer's other likes nor other members' likes of the page.",
        likesQuery,
      ),
      ['PRIMARY', 'likes_entity_reaction_idx'],
      probes,
    );
  });

  it('"more replies": a page of a long thread after a cursor', async () => {
    const sent = captured.moreReplies;
    expectIndexed(
      await explain(
        'More replies: the parent comment',
        'The parent, by primary key (`const`).',
        pick(
          sent,
          sqlPattern(`^select \`entity_type\`, \`entity_id\`, \`parent_id\` ${from('comments')} where`),
        ),
      ),
      'PRIMARY',
      1,
    );
    expectIndexed(
      await explain(
        'More replies: a page after a cursor, halfway down a 250-reply thread',
        'A range read of `comments_entity_parent_idx` (all five columns, `id > cursor`) in index order: 11 rows for a page of 10.',
        pick(sent, sqlPattern(`^select .* ${from('comments')} where .*\`comments\`.\`id\` > \\?`)),
      ),
      'comments_entity_parent_idx',
      REPLY_PAGE_SIZE + 1,
    );
  });

  it('hasCommented, for a member who has and one who has not', async () => {
    expectIndexed(
      await explain(
        'hasCommented: a member with comments on the moment',
        "`comments_user_entity_idx` on (user, entity type, entity id, status): the member's own published comments there, stopping at the first.",
        captured.hasCommentedYes[0]!,
      ),
      'comments_user_entity_idx',
      2,
    );
    expectIndexed(
      await explain(
        'hasCommented: a member with many comments elsewhere, none here',
        'The same index finds no entry for this moment: nothing is read, however much the member wrote elsewhere.',
        captured.hasCommentedNo[0]!,
      ),
      'comments_user_entity_idx',
      1,
    );
  });
});
