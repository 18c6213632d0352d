import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { testActor } from '../../../tests/testActor.ts';
import { insertTestUser } from '../../../tests/factories/articleTestUsers.ts';
import { articles, moments, nodes, pollOptions, polls, users } from '../db/schema/index.ts';
import { createArticle } from '../articles/articles.commands.ts';
import { articleCreateSchema } from '@/shared/articles/articleSchemas.ts';
import { createMoment, updateMoment } from '../moments/moments.commands.ts';
import { ApiError } from '../http/ApiError.ts';
import { countDrifts } from '../repair/countDrifts.ts';
import { repairCounters } from '../repair/repairCounters.ts';
import { closePoll, votePoll } from './polls.commands.ts';
import { pollForItem, pollForViewer, pollVoters } from './polls.queries.ts';
import { createMomentSchema, updateMomentSchema } from '@/shared/moments/momentSchemas.ts';
import type { PollInput } from '@/shared/polls/pollSchemas.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

const t = useTestDatabase();
let author: CurrentUser;
let voter: CurrentUser;

async function momentWithPoll(poll: Partial<PollInput> = {}): Promise<{ momentId: number; pollId: number }> {
  const input = createMomentSchema.parse({
    type: 0,
    title: 'Which one?',
    content: '<p>Pick</p>',
    poll: { options: ['Red', 'Green', 'Blue'], ...poll },
  });
  const saved = await createMoment(testActor(author), input, t.db);
  const [row] = await t.db.select({ id: polls.id }).from(polls).where(eq(polls.entityId, saved.id));
  return { momentId: saved.id, pollId: row!.id };
}

async function optionIds(pollId: number): Promise<number[]> {
  const rows = await t.db
    .select({ id: pollOptions.id })
    .from(pollOptions)
    .where(eq(pollOptions.pollId, pollId))
    .orderBy(pollOptions.position);
  return rows.map((row) => row.id);
}

async function members(count: number, prefix: string): Promise<number[]> {
  await t.db.insert(users).values(Array.from({ length: count }, (_, i) => ({ nickname: `${prefix}${i}` })));
  const [rows] = await t.pool.query('SELECT id FROM users WHERE nickname LIKE ? ORDER BY id', [`${prefix}%`]);
  return (rows as Array<{ id: number }>).map((row) => Number(row.id));
}

async function counts(pollId: number) {
  const [poll] = await t.db.select().from(polls).where(eq(polls.id, pollId));
  const options = await t.db
    .select({ id: pollOptions.id, votes: pollOptions.voteCount })
    .from(pollOptions)
    .where(eq(pollOptions.pollId, pollId))
    .orderBy(pollOptions.position);
  const [rows] = await t.pool.query(
    'SELECT option_id AS optionId, COUNT(*) AS n, COUNT(DISTINCT user_id) AS voters FROM poll_votes WHERE poll_id = ? GROUP BY option_id',
    [pollId],
  );
  const actual = new Map(
    (rows as Array<{ optionId: number; n: number }>).map((r) => [Number(r.optionId), Number(r.n)]),
  );
  return {
    voters: poll!.voterCount,
    options: options.map((o) => ({ stored: o.votes, actual: actual.get(o.id) ?? 0 })),
  };
}

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    return error instanceof ApiError ? error.status : 'other';
  }
  return 'none';
};

beforeAll(async () => {
  await t.db.insert(nodes).values({ name: 'Polls' });
  author = await insertTestUser(t.db, {
    nickname: 'poll author',
    email: 'pa@example.com',
    emailVerified: true,
  });
  voter = await insertTestUser(t.db, {
    nickname: 'poll voter',
    email: 'pv@example.com',
    emailVerified: true,
  });
});

describe('creating a post with a poll', () => {
  it('stores the poll and its options in order and marks the moment', async () => {
    const { momentId, pollId } = await momentWithPoll({ multiple: true });
    const [moment] = await t.db
      .select({ hasPoll: moments.hasPoll })
      .from(moments)
      .where(eq(moments.id, momentId));
    expect(moment!.hasPoll).toBe(true);
    const view = await pollForItem('moment', momentId, t.db);
    expect(view).toMatchObject({ id: pollId, multiple: true, closed: false, voterCount: null });
    expect(view!.options.map((option) => option.label)).toEqual(['Red', 'Green', 'Blue']);
  });

  it('adds a poll to an article the same way', async () => {
    const saved = await createArticle(
      testActor(author),
      articleCreateSchema.parse({ title: 'Ask', content: '<p>Body</p>', poll: { options: ['Yes', 'No'] } }),
      t.db,
    );
    const [article] = await t.db
      .select({ hasPoll: articles.hasPoll })
      .from(articles)
      .where(eq(articles.id, saved.id));
    expect(article!.hasPoll).toBe(true);
    expect((await pollForItem('article', saved.id, t.db))!.options.map((option) => option.label)).toEqual([
      'Yes',
      'No',
    ]);
  });

  it('refuses more than 20 options and a closing time in the past', async () => {
    const many = Array.from({ length: 21 }, (_, i) => `Option ${i}`);
    expect(
      createMomentSchema.safeParse({ type: 0, title: 'x', content: '<p>x</p>', poll: { options: many } })
        .success,
    ).toBe(false);
    const past = createMomentSchema.parse({
      type: 0,
      title: 'Late',
      content: '<p>x</p>',
      poll: { options: ['a', 'b'], closesAt: new Date(Date.now() - 60_000).toISOString() },
    });
    expect(await refusal(createMoment(testActor(author), past, t.db))).toBe(400);
  });

  it('lets the author change the poll until somebody voted, then refuses', async () => {
    const { momentId, pollId } = await momentWithPoll();
    const edit = (options: string[]) =>
      updateMoment(
        testActor(author),
        updateMomentSchema.parse({
          id: momentId,
          type: 0,
          title: 'Which one?',
          content: '<p>Pick</p>',
          poll: { options },
        }),
        t.db,
      );
    await edit(['One', 'Two']);
    const [replaced] = await t.db.select({ id: polls.id }).from(polls).where(eq(polls.entityId, momentId));
    expect(replaced!.id).not.toBe(pollId);
    await votePoll(voter.id, replaced!.id, [(await optionIds(replaced!.id))[0]!], t.db);
    expect(await refusal(edit(['Three', 'Four']))).toBe(409);
  });
});

describe('voting', () => {
  it('refuses two options in a single-choice poll and options of another poll', async () => {
    const { pollId } = await momentWithPoll();
    const other = await momentWithPoll();
    const [a, b] = await optionIds(pollId);
    expect(await refusal(votePoll(voter.id, pollId, [a!, b!], t.db))).toBe(400);
    expect(await refusal(votePoll(voter.id, pollId, [(await optionIds(other.pollId))[0]!], t.db))).toBe(400);
    expect(await counts(pollId)).toMatchObject({ voters: 0 });
  });

  it('shows results to a voter of a "voted" poll only after they voted', async () => {
    const { pollId } = await momentWithPoll();
    const [a] = await optionIds(pollId);
    expect((await pollForViewer(pollId, voter, t.db)).voterCount).toBeNull();
    await votePoll(voter.id, pollId, [a!], t.db);
    const seen = await pollForViewer(pollId, voter, t.db);
    expect(seen.voterCount).toBe(1);
    expect(seen.chosen).toEqual([a]);
    expect((await pollForViewer(pollId, null, t.db)).voterCount).toBeNull();
  });

  it('keeps the counts exact with 200 members voting at once', async () => {
    const { pollId } = await momentWithPoll({ multiple: true });
    const options = await optionIds(pollId);
    const voters = await members(200, 'crowd');
    await Promise.all(
      voters.map((userId, index) =>
        votePoll(userId, pollId, index % 2 ? [options[0]!] : [options[1]!, options[2]!], t.db),
      ),
    );
    const after = await counts(pollId);
    expect(after.voters).toBe(200);
    expect(after.options).toEqual([
      { stored: 100, actual: 100 },
      { stored: 100, actual: 100 },
      { stored: 100, actual: 100 },
    ]);
  });

  it('keeps one member’s changing vote whole when they change it many times at once', async () => {
    const { pollId } = await momentWithPoll();
    const options = await optionIds(pollId);
    await Promise.all(
      Array.from({ length: 30 }, (_, i) => votePoll(voter.id, pollId, [options[i % 3]!], t.db)),
    );
    const after = await counts(pollId);
    expect(after.voters).toBe(1);
    expect(after.options.reduce((sum, option) => sum + option.stored, 0)).toBe(1);
    expect(after.options.every((option) => option.stored === option.actual)).toBe(true);
  });

  it('lands no vote after the close, with votes and the close racing', async () => {
    const { pollId } = await momentWithPoll({ resultsVisibility: 'closed' });
    const [a] = await optionIds(pollId);
    const voters = await members(60, 'racer');
    const outcomes = await Promise.allSettled([
      ...voters.slice(0, 30).map((userId) => votePoll(userId, pollId, [a!], t.db)),
      closePoll(testActor(author), pollId, t.db),
      ...voters.slice(30).map((userId) => votePoll(userId, pollId, [a!], t.db)),
    ]);
    const refused = outcomes.filter((o) => o.status === 'rejected');
    for (const failure of refused)
      expect((failure as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    const [rows] = await t.pool.query(
      'SELECT COUNT(*) AS late FROM poll_votes v JOIN polls p ON p.id = v.poll_id WHERE v.poll_id = ? AND v.created_at > p.closed_at',
      [pollId],
    );
    expect(Number((rows as Array<{ late: number }>)[0]!.late)).toBe(0);
    const after = await counts(pollId);
    expect(after.voters).toBe(60 - refused.length);
    expect(await refusal(votePoll(voter.id, pollId, [a!], t.db))).toBe(409);
    // Closed: the results are the same for every reader and go into the shared page.
    const momentView = await pollForViewer(pollId, null, t.db);
    expect(momentView.voterCount).toBe(60 - refused.length);
  });

  it('lets only the author or staff close it', async () => {
    const { pollId } = await momentWithPoll();
    expect(await refusal(closePoll(testActor(voter), pollId, t.db))).toBe(403);
    const admin = await insertTestUser(t.db, { nickname: 'poll admin', role: 'admin' });
    await closePoll(testActor(admin), pollId, t.db);
    expect((await pollForViewer(pollId, null, t.db)).closed).toBe(true);
  });
});

describe('public votes', () => {
  it('lists who voted for an option once results are visible, and never for private polls', async () => {
    const open = await momentWithPoll({ publicVotes: true, resultsVisibility: 'always' });
    const [a] = await optionIds(open.pollId);
    await votePoll(voter.id, open.pollId, [a!], t.db);
    const page = await pollVoters(open.pollId, { optionId: a! }, null, t.db);
    expect(page.voters.map((one) => one.id)).toEqual([voter.id]);
    const secret = await momentWithPoll();
    const [b] = await optionIds(secret.pollId);
    expect(await refusal(pollVoters(secret.pollId, { optionId: b! }, voter, t.db))).toBe(403);
  });
});

describe('repair', () => {
  it('recomputes drifted vote and voter counts', async () => {
    const { pollId } = await momentWithPoll();
    const [a] = await optionIds(pollId);
    await votePoll(voter.id, pollId, [a!], t.db);
    await t.pool.query('UPDATE polls SET voter_count = 7 WHERE id = ?', [pollId]);
    await t.pool.query('UPDATE poll_options SET vote_count = 5 WHERE id = ?', [a]);
    const drifts = await countDrifts(t.db);
    expect(drifts['polls.voter_count']).toBeGreaterThan(0);
    expect(drifts['poll_options.vote_count']).toBeGreaterThan(0);
    await repairCounters(t.db);
    expect(await counts(pollId)).toMatchObject({
      voters: 1,
      options: [
        { stored: 1, actual: 1 },
        { stored: 0, actual: 0 },
        { stored: 0, actual: 0 },
      ],
    });
  });
});
