import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { scoreLogs, users } from '../db/schema/index.ts';
import { publishNow } from '../outbox/outboxDelivery.ts';
import { saveSiteConfig } from '../site/siteConfig.commands.ts';
import { awardScore } from './awardScore.ts';
import { listScoreLogs } from './scoreLedger.queries.ts';
import { topScorers } from './scoreRanking.queries.ts';

const test = useTestDatabase();

async function newUser(nickname: string, score = 0): Promise<number> {
  const [row] = await test.db.insert(users).values({ nickname, score }).$returningId();
  return row!.id;
}

async function balanceAndLedger(userId: number): Promise<{ balance: number; sum: number; rows: number }> {
  const [user] = await test.db.select({ score: users.score }).from(users).where(eq(users.id, userId));
  const [ledger] = await test.db
    .select({ sum: sql<string | null>`sum(${scoreLogs.amount})`, rows: sql<number>`count(*)` })
    .from(scoreLogs)
    .where(eq(scoreLogs.userId, userId));
  return { balance: user!.score, sum: Number(ledger?.sum ?? 0), rows: Number(ledger?.rows ?? 0) };
}

describe('awardScore', () => {
  it('adds the amount to the balance and writes a ledger row with the balance after it', async () => {
    const userId = await newUser('Ann');
    expect(await awardScore(userId, 'moment', 1, 5, 'post_moment', test.db)).toMatchObject({
      awarded: true,
      balance: 5,
    });
    expect(await awardScore(userId, 'comment', 7, -2, 'post_comment', test.db)).toMatchObject({
      awarded: true,
      balance: 3,
    });
    const page = await listScoreLogs(userId, undefined, test.db);
    expect(
      page.results.map((row) => [row.source, row.refId, row.amount, row.balanceAfter, row.reason]),
    ).toEqual([
      ['comment', 7, -2, 3, 'post_comment'],
      ['moment', 1, 5, 5, 'post_moment'],
    ]);
    expect(await balanceAndLedger(userId)).toEqual({ balance: 3, sum: 3, rows: 2 });
  });

  it('pays one (source, ref) once: a repeat changes nothing', async () => {
    const userId = await newUser('Bob');
    await awardScore(userId, 'moment', 9, 5, 'post_moment', test.db);
    expect(await awardScore(userId, 'moment', 9, 5, 'post_moment', test.db)).toMatchObject({
      awarded: false,
      balance: 5,
    });
    expect(await balanceAndLedger(userId)).toEqual({ balance: 5, sum: 5, rows: 1 });
  });

  it('keeps ledger sum = balance under 30 concurrent different awards', async () => {
    const userId = await newUser('Cat');
    const amounts = Array.from({ length: 30 }, (_, index) => (index % 7) + 1);
    const results = await Promise.all(
      amounts.map((amount, index) =>
        awardScore(userId, 'comment', index + 1, amount, 'post_comment', test.db),
      ),
    );
    expect(results.every((result) => result.awarded)).toBe(true);
    const total = amounts.reduce((sum, amount) => sum + amount, 0);
    expect(await balanceAndLedger(userId)).toEqual({ balance: total, sum: total, rows: 30 });
    // Every row's balance_after is exact: the ledger replays in id order.
    const rows = await test.db
      .select({ amount: scoreLogs.amount, after: scoreLogs.balanceAfter })
      .from(scoreLogs)
      .where(eq(scoreLogs.userId, userId))
      .orderBy(scoreLogs.id);
    let running = 0;
    for (const row of rows) {
      running += row.amount;
      expect(row.after).toBe(running);
    }
  });

  it('pays the same award sent 10 times at once exactly once', async () => {
    const userId = await newUser('Dan');
    const results = await Promise.all(
      Array.from({ length: 10 }, () => awardScore(userId, 'checkin', 20000, 3, 'daily_checkin', test.db)),
    );
    expect(results.filter((result) => result.awarded)).toHaveLength(1);
    expect(await balanceAndLedger(userId)).toEqual({ balance: 3, sum: 3, rows: 1 });
  });

  it('awards nothing to a user who does not exist', async () => {
    expect(await awardScore(999_999, 'moment', 1, 5, 'post_moment', test.db)).toMatchObject({
      awarded: false,
      balance: 0,
    });
  });
});

describe('default rules through domain events', () => {
  it('pays the configured points for a moment and for a comment, once per event', async () => {
    await saveSiteConfig({ scoreRules: { moment: 7, comment: 4, checkin: 1, answer: 10 } }, test.db);
    const userId = await newUser('Eve');
    await publishNow({ type: 'moment.created', momentId: 41, userId }, test.db);
    await publishNow({ type: 'moment.created', momentId: 41, userId }, test.db);
    await publishNow(
      {
        type: 'comment.created',
        commentId: 77,
        userId,
        kind: 'moment',
        entityId: 41,
        entityAuthorId: userId,
        parentAuthorId: 0,
        replyToUserId: 0,
      },
      test.db,
    );
    const page = await listScoreLogs(userId, undefined, test.db);
    expect(page.results.map((row) => [row.source, row.refId, row.amount, row.reason])).toEqual([
      ['comment', 77, 4, 'post_comment'],
      ['moment', 41, 7, 'post_moment'],
    ]);
    expect(await balanceAndLedger(userId)).toEqual({ balance: 11, sum: 11, rows: 2 });
  });

  it('pays nothing when a rule is set to 0', async () => {
    await saveSiteConfig({ scoreRules: { moment: 0, comment: 0, checkin: 0, answer: 10 } }, test.db);
    const userId = await newUser('Fay');
    await publishNow({ type: 'moment.created', momentId: 42, userId }, test.db);
    expect(await balanceAndLedger(userId)).toEqual({ balance: 0, sum: 0, rows: 0 });
    await saveSiteConfig({ scoreRules: { moment: 5, comment: 2, checkin: 3, answer: 10 } }, test.db);
  });
});

describe('ledger pages and the ranking', () => {
  it('pages the ledger newest first without gaps or repeats', async () => {
    const userId = await newUser('Gus');
    for (let ref = 1; ref <= 7; ref++) await awardScore(userId, 'comment', ref, ref, 'post_comment', test.db);
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await listScoreLogs(userId, cursor, test.db, 3);
      seen.push(...page.results.map((row) => row.refId));
      cursor = page.hasMore ? page.cursor : undefined;
      pages++;
    } while (cursor);
    expect(seen).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(pages).toBe(3);
  });

  it('lists the top users by score, ties to the later account, nobody without points', async () => {
    const ranking = await topScorers(100, test.db);
    const scores = ranking.map((entry) => entry.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((score) => score > 0)).toBe(true);
    expect(ranking.map((entry) => entry.rank)).toEqual(ranking.map((_, index) => index + 1));
    const a = await newUser('Tie A', 1000);
    const b = await newUser('Tie B', 1000);
    const top = await topScorers(2, test.db);
    expect(top.map((entry) => entry.user.id)).toEqual([b, a]);
  });
});
