import { describe, expect, it } from 'vitest';
import { explainSuite } from '../../../tests/explainSuite.ts';
import { insertRows } from '../../../tests/factories/bulkRows.ts';
import { expectNoSort, expectRowsRead, planRow } from '../../../tests/queryPlans.ts';
import { comments, moments, readMarks, users, watches } from '../db/schema/index.ts';
import { viewerRows } from '../viewer/viewerRows.ts';
import { listWatches, WATCHES_PER_PAGE } from './watchList.ts';
import { recordItemRead } from './readMarks.ts';
import { watchersAfter, WATCH_NOTICE_CHUNK } from './watchNotices.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { WatchKind } from '@/shared/watching/watchKinds.ts';

/*
 * The watching queries read along their indexes among many other members' rows: a member's watch
 * list (watches_user_idx, no filesort, one page), a target's watchers (watches_target_idx, only that
 * target's rows), and unread comments (comments_entity_unread_idx, only the comments after the
 * read mark) — EXPLAIN for the plan, MariaDB's ANALYZE for the rows actually read.
 */

const MEMBERS = 400;
const WATCHES_PER_MEMBER = 30;
const BUSY_MEMBER = 7;
const BUSY_TAG = 3;
const BUSY_MOMENT = 11;
const COMMENTS = 3000;
const READ_UP_TO = 2990;

let readerId: number;

/** The busy moment's comment the reader's mark stands at: READ_UP_TO of its COMMENTS read. */
async function markAtComment(): Promise<number> {
  const [rows] = await suite.test.pool.query(
    `select id from comments where entity_type = 0 and entity_id = ${BUSY_MOMENT} order by id limit 1 offset ${READ_UP_TO}`,
  );
  return (rows as Array<{ id: number }>)[0]?.id ?? 0;
}

const suite = explainSuite({
  seedTimeout: 120_000,
  seed: async (test) => {
    const members = await test.db
      .insert(users)
      .values(Array.from({ length: MEMBERS }, (_, i) => ({ nickname: `Member ${i}` })))
      .$returningId();
    readerId = members[0]!.id;
    const rows = [];
    for (const [index, member] of members.entries()) {
      for (let n = 1; n <= WATCHES_PER_MEMBER; n++) {
        rows.push({ userId: member.id, kind: WatchKind.tag, targetId: (index + n) % 50 });
        rows.push({ userId: member.id, kind: WatchKind.moment, targetId: index * 100 + n });
      }
      if (index % 2 === 0) rows.push({ userId: member.id, kind: WatchKind.member, targetId: BUSY_MEMBER });
    }
    await insertRows(rows, (slice) =>
      test.db
        .insert(watches)
        .values(slice)
        .onDuplicateKeyUpdate({ set: { kind: WatchKind.tag } }),
    );
    await test.db.insert(moments).values(
      Array.from({ length: 20 }, (_, i) => ({
        userId: members[i + 1]!.id,
        title: `Moment ${i}`,
        content: '',
        contentText: '',
        images: '[]',
        hiddenContent: '',
      })),
    );
    const commentRows = [];
    for (let n = 1; n <= COMMENTS; n++) {
      commentRows.push({
        entityType: EntityType.moment,
        entityId: BUSY_MOMENT,
        userId: members[n % MEMBERS]!.id,
        content: 'c',
        images: '[]',
      });
      commentRows.push({
        entityType: EntityType.moment,
        entityId: 1000 + (n % 200),
        userId: members[n % MEMBERS]!.id,
        content: 'c',
        images: '[]',
      });
    }
    await insertRows(commentRows, (slice) => test.db.insert(comments).values(slice));
    const markAt = await markAtComment();
    await test.db.insert(readMarks).values({
      userId: readerId,
      entityType: EntityType.moment,
      entityId: BUSY_MOMENT,
      lastCommentId: markAt,
    });
    await test.pool.query('ANALYZE TABLE watches, comments, read_marks, moments');
  },
});
const { analyze, analyzeFirst, statements } = suite;

describe('query plans of watching', () => {
  it("reads a member's watch list one page along watches_user_idx, without a sort", async () => {
    const row = planRow(
      await analyzeFirst(() => listWatches(readerId, undefined, suite.db)),
      'watches',
      'watches_user_idx',
    );
    expectNoSort(row);
    expectRowsRead(row, WATCHES_PER_PAGE + 1);
  });

  it("reads a target's watchers along watches_target_idx, only that target's rows", async () => {
    const rows = await analyzeFirst(() =>
      watchersAfter(suite.db, {
        type: 'watch.notify',
        notice: 'post',
        kind: 'moment',
        entityId: 1,
        commentId: 0,
        actorId: BUSY_MEMBER,
        targets: [
          [WatchKind.member, BUSY_MEMBER],
          [WatchKind.tag, BUSY_TAG],
        ],
        exclude: [],
        after: 0,
      }),
    );
    const row = planRow(rows, 'watches', 'watches_target_idx');
    // The busy member's watchers (every other member) and the tag's (30 in 50 of them), nothing else.
    expectRowsRead(row, MEMBERS / 2 + MEMBERS);
    expect(WATCH_NOTICE_CHUNK).toBeGreaterThan(0);
  });

  it('counts unread comments and finds the first one over the comments after the read mark only', async () => {
    const rows = await analyzeFirst(() =>
      viewerRows({ id: readerId, readAll: null }, { reading: [`moment:${BUSY_MOMENT}`] }, null, suite.db),
    );
    const row = planRow(rows, 'comments', 'comments_entity_unread_idx');
    expectRowsRead(row, COMMENTS - READ_UP_TO + 1);
    const viewed = await viewerRows(
      { id: readerId, readAll: null },
      { read: `moment:${BUSY_MOMENT}` },
      null,
      suite.db,
    );
    const mark = viewed.find((candidate) => candidate.part === 'readMark')!;
    const [first] = await statements(() => recordItemRead(readerId, 'moment', BUSY_MOMENT, mark, suite.db));
    const firstRow = planRow(await analyze(first!), 'comments', 'comments_entity_unread_idx');
    expectRowsRead(firstRow, COMMENTS - READ_UP_TO + 1);
  });

  it('after "mark all read", counts each card\'s comments after that mark only', async () => {
    const readAll = { at: new Date(), commentId: await markAtComment() };
    const rows = (
      await analyzeFirst(() =>
        viewerRows({ id: readerId, readAll }, { reading: [`moment:${BUSY_MOMENT}`] }, null, suite.db),
      )
    ).filter((row) => row.table === 'comments' && row.key === 'comments_entity_unread_idx');
    // The card's own mark's count and the count since "mark all read": both along the index.
    expect(rows, JSON.stringify(rows)).toHaveLength(2);
    for (const row of rows) expectRowsRead(row, COMMENTS - READ_UP_TO + 1);
  });
});
