import { describe, expect, it } from 'vitest';
import { explainSuite } from '../../../tests/explainSuite.ts';
import { sendSiteMailTo } from '../../../tests/useSmtpSink.ts';
import { bulkMoment, insertInBatches } from '../../../tests/factories/bulkRows.ts';
import { expectIndexedRead, planRow } from '../../../tests/queryPlans.ts';
import { follows, moments, momentTags, readMarks, users } from '../db/schema/index.ts';
import { clearPrivateSettingsCache } from '../settings/privateSettings.ts';
import { shiftDay } from '@/shared/checkin/localDay.ts';
import { AWAY_INDEX, DIGEST_BATCH_SIZE, DIGEST_START, nextAwayMembers } from './awayMembers.ts';
import { digestCandidates } from './digestCandidates.ts';
import { runDigestBatch } from './digestBatch.ts';
import { addReadMarks, type MemberTies } from './memberTies.ts';

/*
 * A digest run over 20,000 members walks users along (last_visit_day, id) a batch at a time: each
 * page reads at most a batch of index entries, wherever it starts, and the candidate reads of a
 * batch stay on the content's time indexes.
 */

const MEMBERS = 20_000;
const NEVER_VISITED = 500;
const MOMENTS = 20_000;
const RECENT_MOMENTS = 1_500;
const READ_MARKS = 100_000;
const DAY = 86_400_000;
const today = new Date().toISOString().slice(0, 10);

const suite = explainSuite({
  seedTimeout: 300_000,
  seed: async (test) => {
    await insertInBatches(
      MEMBERS,
      (i) => ({
        nickname: `m${i}`,
        email: `m${i}@example.com`,
        emailVerified: i % 10 !== 0,
        digestDays: i % 7 === 0 ? 0 : i % 3 === 0 ? 1 : 7,
        // Most members came by within the last two months; a few never had a visit counted.
        lastVisitDay: i < NEVER_VISITED ? null : shiftDay(today, -(i % 60)),
        createdAt: new Date(Date.now() - 120 * DAY),
      }),
      (rows) => test.db.insert(users).values(rows),
    );
    // Content older than the digest's month: the run walks every member and sends nothing.
    await insertInBatches(
      MOMENTS,
      (i) =>
        bulkMoment(i, {
          userId: 1 + (i % 500),
          likeCount: i % 37,
          createdAt: new Date(Date.now() - (31 + (i % 330)) * DAY),
        }),
      (rows) => test.db.insert(moments).values(rows),
    );
    // The month's moments wait for review: the candidate reads walk them, and no digest is sent.
    await insertInBatches(
      RECENT_MOMENTS,
      (i) =>
        bulkMoment(i, {
          userId: 1 + (i % 500),
          status: 1,
          createdAt: new Date(Date.now() - (i % 30) * DAY - 1000),
        }),
      (rows) => test.db.insert(moments).values(rows),
    );
    await insertInBatches(
      4_000,
      (i) => ({ followerId: 1 + (i % 2_000), followeeId: 1 + ((i * 7) % 500) }),
      (rows) => test.db.insert(follows).ignore().values(rows),
    );
    // A popular tag on every old moment: the followed read must not start from all its moments.
    await insertInBatches(
      MOMENTS,
      (i) => ({ momentId: i + 1, tagId: 1 }),
      (rows) => test.db.insert(momentTags).values(rows),
    );
    // Members who read a lot before they went away: a batch must not read their whole history.
    await insertInBatches(
      READ_MARKS,
      (i) => ({ userId: 1 + (i % 1_000), entityType: i % 2, entityId: 1 + Math.floor(i / 2) }),
      (rows) => test.db.insert(readMarks).values(rows),
    );
    await test.pool.query('ANALYZE TABLE users, moments, moment_tags, follows, read_marks');
    // A port nobody listens on: the run needs mail settings, and sends nothing here.
    await sendSiteMailTo(9, test.db);
    clearPrivateSettingsCache();
  },
});

const awayDay = shiftDay(today, -7);
async function walk(name: string, cursor: Parameters<typeof nextAwayMembers>[1]): Promise<void> {
  const [statement] = await suite.statements(() => nextAwayMembers(suite.db, cursor, awayDay));
  const plan = await suite.explainAs(statement!, () => ({ name }));
  expectIndexedRead(plan, 'users', AWAY_INDEX, DIGEST_BATCH_SIZE);
}

describe('query plan of a digest run', () => {
  it('reads the members never seen along the index, a batch at a time', async () => {
    await walk('The first page: members never seen', DIGEST_START);
    await walk('A later page of members never seen', { day: null, id: 250 });
  });

  it('reads members away the longest along (last_visit_day, id), also deep in the walk', async () => {
    await walk('The first page of members away', { day: '0001-01-01', id: 0 });
    await walk('A page deep in the walk', { day: shiftDay(today, -30), id: 12_000 });
  });

  it('reads a batch’s candidates by the content’s time index', async () => {
    const statements = await suite.statements(() =>
      digestCandidates(suite.db, new Date(Date.now() - 30 * DAY), {
        authorIds: Array.from({ length: 300 }, (_, i) => i + 1),
        nodeIds: [3, 4],
        tagIds: [1],
      }),
    );
    for (const table of ['moments', 'articles']) {
      const reads = statements.filter((sent) => new RegExp(`from \`${table}\``, 'i').test(sent.sql));
      expect(reads).toHaveLength(2);
      for (const [index, statement] of reads.entries()) {
        const name = `${index === 0 ? 'The forum’s best' : 'The followed sources’'} ${table} of the window`;
        const sql = statement.sql.replace(/\(\?(, \?){3,}\)/g, '(…)');
        const plan = await suite.explainAs(statement, () => ({ name, sql }));
        expect(planRow(plan, table).key, statement.sql).not.toBeNull();
        // The window's items at most, whatever the followed tag ever held.
        for (const row of plan)
          expect(Number(row.r_rows ?? 0), row.table ?? '').toBeLessThanOrEqual(RECENT_MOMENTS);
      }
    }
  });

  it('reads the read marks of each member’s shortlist by primary key, not their history', async () => {
    const ties = new Map<number, MemberTies>();
    for (let id = 1; id <= DIGEST_BATCH_SIZE; id++) {
      ties.set(id, {
        authors: new Set(),
        nodes: new Set(),
        tags: new Set(),
        blocked: new Set(),
        read: new Set(),
      });
    }
    const pairs = [...ties.keys()].flatMap((memberId) =>
      Array.from({ length: 16 }, (_, i) => ({ memberId, item: { kind: 'moment' as const, id: 40_000 + i } })),
    );
    const [statement] = await suite.statements(() => addReadMarks(suite.db, ties, pairs));
    const sql = statement!.sql.replace(/\(\?, \?, \?\)(, \(\?, \?, \?\)){3,}/g, '(…)');
    const plan = await suite.explainAs(statement!, () => ({
      name: 'Read marks of 200 members’ shortlists (16 items each)',
      sql,
    }));
    const row = planRow(plan, 'read_marks');
    expect(row.key).toBe('PRIMARY');
    expect(Number(row.r_rows ?? 0)).toBeLessThanOrEqual(1);
  });

  it('walks 20,000 members in batches of 200 or fewer', async () => {
    let event = { type: 'digest.batch' as const, runAt: Date.now(), cursor: DIGEST_START, notBefore: 0 };
    const pages: number[] = [];
    const started = performance.now();
    for (;;) {
      const outcome = await runDigestBatch(event, suite.db);
      pages.push(outcome.read);
      if (!outcome.next) break;
      event = outcome.next;
    }
    const elapsed = performance.now() - started;
    const away =
      NEVER_VISITED + [...Array(MEMBERS).keys()].filter((i) => i >= NEVER_VISITED && i % 60 >= 7).length;
    expect(pages.reduce((sum, read) => sum + read, 0)).toBe(away);
    expect(Math.max(...pages)).toBeLessThanOrEqual(DIGEST_BATCH_SIZE);
    expect(pages.length).toBeGreaterThanOrEqual(Math.ceil(away / DIGEST_BATCH_SIZE));
    suite.addSection(
      `### The whole run\n\n${pages.length} batches for ${away} members away, ${Math.round(elapsed)} ms in all ` +
        `(${Math.round(elapsed / pages.length)} ms a batch on average, without the pause between batches).\n`,
    );
  }, 300_000);
});
