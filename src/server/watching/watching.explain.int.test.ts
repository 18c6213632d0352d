import { beforeAll, describe, expect, it } from 'vitest';
import {
  analyzeStatement,
  expectNoSort,
  expectRowsRead,
  recordStatements,
  type PlanRow,
  type Statement,
  type StatementRecorder,
} from '../../../tests/queryPlans.ts';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import type { Database } from '../db/client.ts';
import { comments, moments, readMarks, users, watches } from '../db/schema/index.ts';
import { viewerRows } from '../viewer/viewerRows.ts';
import { listWatches, WATCHES_PER_PAGE } from './watchList.ts';
import { itemReadMarkOf, recordItemRead } from './readMarks.ts';
import { WatchRowPart } from './viewerWatchBranches.ts';
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

const test = useTestDatabase();
let db: Database;
let statements: StatementRecorder['capture'];
let readerId: number;

const plan = (statement: Statement) => analyzeStatement(test.pool, statement);

function tableRow(rows: PlanRow[], table: string, key: string): PlanRow {
  const row = rows.find((item) => item.table === table && item.key === key);
  expect(row, JSON.stringify(rows)).toBeDefined();
  return row!;
}

/** The busy moment's comment the reader's mark stands at: READ_UP_TO of its COMMENTS read. */
async function markAtComment(): Promise<number> {
  const [rows] = await test.pool.query(
    `select id from comments where entity_type = 0 and entity_id = ${BUSY_MOMENT} order by id limit 1 offset ${READ_UP_TO}`,
  );
  return (rows as Array<{ id: number }>)[0]?.id ?? 0;
}

beforeAll(async () => {
  ({ db, capture: statements } = recordStatements(test.pool));
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
  for (let start = 0; start < rows.length; start += 2000) {
    await test.db
      .insert(watches)
      .values(rows.slice(start, start + 2000))
      .onDuplicateKeyUpdate({ set: { kind: WatchKind.tag } });
  }
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
  for (let start = 0; start < commentRows.length; start += 2000) {
    await test.db.insert(comments).values(commentRows.slice(start, start + 2000));
  }
  const markAt = await markAtComment();
  await test.db.insert(readMarks).values({
    userId: readerId,
    entityType: EntityType.moment,
    entityId: BUSY_MOMENT,
    lastCommentId: markAt,
  });
  await test.pool.query('ANALYZE TABLE watches, comments, read_marks, moments');
}, 120_000);

describe('query plans of watching', () => {
  it("reads a member's watch list one page along watches_user_idx, without a sort", async () => {
    const sent = await statements(() => listWatches(readerId, undefined, db));
    const row = tableRow(await plan(sent[0]!), 'watches', 'watches_user_idx');
    expectNoSort(row);
    expectRowsRead(row, WATCHES_PER_PAGE + 1);
  });

  it("reads a target's watchers along watches_target_idx, only that target's rows", async () => {
    const sent = await statements(() =>
      watchersAfter(db, {
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
    const rows = await plan(sent[0]!);
    const row = tableRow(rows, 'watches', 'watches_target_idx');
    // The busy member's watchers (every other member) and the tag's (30 in 50 of them), nothing else.
    expectRowsRead(row, MEMBERS / 2 + MEMBERS);
    expect(WATCH_NOTICE_CHUNK).toBeGreaterThan(0);
  });

  it('counts unread comments and finds the first one over the comments after the read mark only', async () => {
    const sent = await statements(() =>
      viewerRows({ id: readerId, readAll: null }, { reading: [`moment:${BUSY_MOMENT}`] }, null, db),
    );
    const rows = await plan(sent[0]!);
    const row = tableRow(rows, 'comments', 'comments_entity_unread_idx');
    expectRowsRead(row, COMMENTS - READ_UP_TO + 1);
    const viewed = await viewerRows(
      { id: readerId, readAll: null },
      { read: `moment:${BUSY_MOMENT}` },
      null,
      db,
    );
    const mark = viewed.find((candidate) => candidate.part === WatchRowPart.readMark)!;
    const [first] = await statements(() =>
      recordItemRead(readerId, 'moment', BUSY_MOMENT, itemReadMarkOf(mark), db),
    );
    const firstRow = tableRow(await plan(first!), 'comments', 'comments_entity_unread_idx');
    expectRowsRead(firstRow, COMMENTS - READ_UP_TO + 1);
  });

  it('after "mark all read", counts each card\'s comments after that mark only', async () => {
    const readAll = { at: new Date(), commentId: await markAtComment() };
    const sent = await statements(() =>
      viewerRows({ id: readerId, readAll }, { reading: [`moment:${BUSY_MOMENT}`] }, null, db),
    );
    const rows = (await plan(sent[0]!)).filter(
      (row) => row.table === 'comments' && row.key === 'comments_entity_unread_idx',
    );
    // The card's own mark's count and the count since "mark all read": both along the index.
    expect(rows, JSON.stringify(rows)).toHaveLength(2);
    for (const row of rows) expectRowsRead(row, COMMENTS - READ_UP_TO + 1);
  });
});
