import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { COUNTER_DEFINITIONS } from './counterDefinitions.ts';
import { countDrifts } from './countDrifts.ts';
import { lastCounterRepair } from './lastCounterRepair.queries.ts';
import { repairCounters } from './repairCounters.ts';
import { repairCountersAsAdmin } from './repairCountersAsAdmin.ts';
import { seedRepairForum, type RepairTestForum } from '../../../tests/factories/repairTestForum.ts';
import { settleOutbox } from '../outbox/outboxDelivery.ts';
import { grantBadge } from '../badges/badgeAwards.commands.ts';
import { badgeOf } from '@/shared/badges/badges.ts';

const t = useTestDatabase();
let forum: RepairTestForum;

const noDrift = () => Object.fromEntries(COUNTER_DEFINITIONS.map((counter) => [counter.name, 0]));

async function scalar(query: string, params: unknown[]): Promise<number> {
  const [rows] = await t.pool.query(query, params);
  return Number(Object.values((rows as Array<Record<string, unknown>>)[0]!)[0]);
}

/** Each counter of one row set to a wrong value (too high or too low) and what its rows say. */
async function breakages(): Promise<Array<{ counter: string; id: number; broken: number; truth: number }>> {
  const { alice, bob, nodeId, tagId, momentId, articleId, commentId, pollId, optionId } = forum;
  const ledger = await scalar('SELECT SUM(amount) FROM score_logs WHERE user_id = ?', [alice.id]);
  const firstPostHolders = await scalar('SELECT COUNT(*) FROM badge_awards WHERE slug = ?', ['first-post']);
  return [
    { counter: 'moments.like_count', id: momentId, broken: 7, truth: 1 },
    { counter: 'moments.favorite_count', id: momentId, broken: 0, truth: 1 },
    { counter: 'moments.comment_count', id: momentId, broken: 9, truth: 2 },
    { counter: 'articles.like_count', id: articleId, broken: 4, truth: 1 },
    { counter: 'articles.favorite_count', id: articleId, broken: 0, truth: 1 },
    { counter: 'articles.comment_count', id: articleId, broken: 3, truth: 1 },
    { counter: 'comments.like_count', id: commentId, broken: 5, truth: 1 },
    { counter: 'comments.reply_count', id: commentId, broken: 0, truth: 1 },
    { counter: 'users.moment_count', id: alice.id, broken: 6, truth: 1 },
    { counter: 'users.comment_count', id: bob.id, broken: 0, truth: 2 },
    { counter: 'users.fans_count', id: alice.id, broken: 0, truth: 2 },
    { counter: 'users.follow_count', id: bob.id, broken: 3, truth: 1 },
    { counter: 'users.score', id: alice.id, broken: 999, truth: ledger },
    { counter: 'tags.moment_count', id: tagId, broken: 5, truth: 1 },
    { counter: 'tags.article_count', id: tagId, broken: 0, truth: 1 },
    { counter: 'nodes.moment_count', id: nodeId, broken: 8, truth: 1 },
    { counter: 'polls.voter_count', id: pollId, broken: 9, truth: 2 },
    { counter: 'poll_options.vote_count', id: optionId, broken: 0, truth: 2 },
    // badge_holders.id is the badge's notice number: 1 is First post.
    { counter: 'badge_holders.holders', id: 1, broken: 40, truth: firstPostHolders },
  ];
}

const stored = (counter: string, id: number) => {
  const [table, column] = counter.split('.');
  return scalar(`SELECT \`${column}\` FROM \`${table}\` WHERE id = ?`, [id]);
};

beforeAll(async () => {
  forum = await seedRepairForum(t.db, 'r1');
  // The seed's posts award badges in the background; then one holder at least, whatever the seed did.
  await settleOutbox();
  const firstPost = badgeOf('first-post')!;
  await t.db.transaction((tx) =>
    grantBadge(tx, { userId: forum.alice.id, badge: firstPost, awardedBy: null }),
  );
});

describe('repairCounters', () => {
  it('finds every counter the services wrote in line with its definition', async () => {
    expect(await countDrifts(t.db)).toEqual(noDrift());
  });

  it('sets every counter broken on purpose back to its rows and reports each drift with was and now', async () => {
    const broken = await breakages();
    expect(broken.map((one) => one.counter).sort()).toEqual(COUNTER_DEFINITIONS.map((c) => c.name).sort());
    for (const { counter, id, broken: value, truth } of broken) {
      expect(await stored(counter, id), counter).toBe(truth);
      const [table, column] = counter.split('.');
      await t.pool.query(`UPDATE \`${table}\` SET \`${column}\` = ? WHERE id = ?`, [value, id]);
    }
    expect(Object.values(await countDrifts(t.db)).every((n) => n === 1)).toBe(true);

    // Two rows a batch: the cursor has to carry each walk across several batches.
    const report = await repairCounters(t.db, { batchRows: 2 });

    expect(report.counters.map((repair) => repair.counter)).toEqual([
      ...COUNTER_DEFINITIONS.map((c) => c.name),
      'reaction_counts.count (moments)',
      'reaction_counts.count (articles)',
      'reaction_counts.count (comments)',
    ]);
    for (const { counter, id, broken: was, truth } of broken) {
      const repair = report.counters.find((one) => one.counter === counter);
      expect(repair, counter).toMatchObject({ fixed: 1, drifts: [{ id, was, now: truth }] });
      expect(await stored(counter, id), counter).toBe(truth);
    }
    expect(report.fixed).toBe(broken.length);
    const users = await scalar('SELECT COUNT(*) FROM users', []);
    expect(report.counters.find((one) => one.counter === 'users.score')?.checked).toBe(users);
    expect(report.checked).toBe(report.counters.reduce((total, one) => total + one.checked, 0));
    expect(await countDrifts(t.db)).toEqual(noDrift());
  });

  it('finds nothing to fix on a second run', async () => {
    const report = await repairCounters(t.db);
    expect(report.fixed).toBe(0);
    expect(report.counters.every((repair) => repair.fixed === 0 && repair.drifts.length === 0)).toBe(true);
    expect(report.checked).toBeGreaterThan(0);
  });
});

describe('repairCountersAsAdmin', () => {
  it('records the repair and its report in the audit log, where the admin screen reads it back', async () => {
    expect(await lastCounterRepair(t.db)).toBeUndefined();
    await t.pool.query('UPDATE tags SET moment_count = 40 WHERE id = ?', [forum.tagId]);

    const report = await repairCountersAsAdmin({ actorId: forum.carol.id, ip: '203.0.113.9' }, t.db);

    expect(report.fixed).toBe(1);
    const [rows] = await t.pool.query(
      "SELECT actor_id, target_type, ip FROM moderation_logs WHERE action = 'counters.repair'",
    );
    expect(rows).toEqual([{ actor_id: forum.carol.id, target_type: 'counters', ip: '203.0.113.9' }]);
    const last = await lastCounterRepair(t.db);
    expect(last).toMatchObject({ actorId: forum.carol.id, actorName: forum.carol.nickname, report });
    expect(last?.report.counters.find((one) => one.counter === 'tags.moment_count')?.drifts).toEqual([
      { id: forum.tagId, was: 40, now: 1 },
    ]);
  });
});
