import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { apiErrorOf } from '../../../tests/apiErrorOf.ts';
import { moderationLogs, scoreLogs, users } from '../db/schema/index.ts';
import { awardScore } from '../scores/awardScore.ts';
import { adjustUserScore } from './adjustUserScore.commands.ts';
import type { Party } from './userRules.ts';
import type { Role } from '@/shared/users/currentUser.ts';
import { adminScoreSchema } from '@/shared/adminusers/adminUserSchemas.ts';

const test = useTestDatabase();
let made = 0;

async function member(role: Role): Promise<Party> {
  made += 1;
  const [row] = await test.db
    .insert(users)
    .values({ nickname: `score${made}`, username: `score${made}`, role })
    .$returningId();
  return { id: row!.id, role };
}

const statusOf = async (promise: Promise<unknown>) => (await apiErrorOf(promise)).status;

const ledgerOf = (userId: number) =>
  test.db.select().from(scoreLogs).where(eq(scoreLogs.userId, userId)).orderBy(scoreLogs.id);

async function scoreOf(id: number): Promise<number> {
  const [row] = await test.db.select({ score: users.score }).from(users).where(eq(users.id, id));
  return row!.score;
}

let owner: Party;
let admin: Party;
let moderator: Party;

beforeAll(async () => {
  owner = await member('owner');
  admin = await member('admin');
  moderator = await member('moderator');
});

describe('adjustUserScore', () => {
  it('pays or takes points with a ledger row that refers to its audit row and carries the reason', async () => {
    const target = await member('user');
    expect(
      await adjustUserScore(
        admin,
        { userId: target.id, amount: 50, reason: ' Great guide ' },
        '1.2.3.4',
        test.db,
      ),
    ).toEqual({ balance: 50 });
    expect(
      await adjustUserScore(owner, { userId: target.id, amount: -20, reason: 'Spam reply' }, '', test.db),
    ).toEqual({ balance: 30 });
    expect(await scoreOf(target.id)).toBe(30);
    const ledger = await ledgerOf(target.id);
    expect(ledger.map((row) => [row.source, row.amount, row.balanceAfter, row.reason])).toEqual([
      ['admin', 50, 50, 'Great guide'],
      ['admin', -20, 30, 'Spam reply'],
    ]);
    const audit = await test.db
      .select()
      .from(moderationLogs)
      .where(eq(moderationLogs.targetId, target.id))
      .orderBy(moderationLogs.id);
    expect(audit.map((row) => [row.action, row.actorId, row.reason])).toEqual([
      ['user.score', admin.id, 'Great guide'],
      ['user.score', owner.id, 'Spam reply'],
    ]);
    expect(ledger.map((row) => row.refId)).toEqual(audit.map((row) => row.id));
  });

  it('never takes a score below zero, and leaves nothing behind when it refuses', async () => {
    const target = await member('user');
    await awardScore(target.id, 'checkin', 1, 3, 'daily_checkin', test.db);
    expect(
      await statusOf(
        adjustUserScore(admin, { userId: target.id, amount: -4, reason: 'Too much' }, '', test.db),
      ),
    ).toBe(400);
    expect(await scoreOf(target.id)).toBe(3);
    expect(await test.db.select().from(moderationLogs).where(eq(moderationLogs.targetId, target.id))).toEqual(
      [],
    );
    expect(
      await adjustUserScore(admin, { userId: target.id, amount: -3, reason: 'All of it' }, '', test.db),
    ).toEqual({ balance: 0 });
  });

  it('refuses moderators, equal ranks, the owner, oneself, a missing reason and an unknown member', async () => {
    const target = await member('user');
    const otherAdmin = await member('admin');
    const input = (userId: number, reason = 'Because') => ({ userId, amount: 5, reason });
    expect(await statusOf(adjustUserScore(moderator, input(target.id), '', test.db))).toBe(403);
    expect(await statusOf(adjustUserScore(admin, input(otherAdmin.id), '', test.db))).toBe(403);
    expect(await statusOf(adjustUserScore(admin, input(owner.id), '', test.db))).toBe(403);
    expect(await statusOf(adjustUserScore(owner, input(owner.id), '', test.db))).toBe(403);
    expect(await statusOf(adjustUserScore(admin, input(target.id, '  '), '', test.db))).toBe(400);
    expect(await statusOf(adjustUserScore(admin, input(999_999_999), '', test.db))).toBe(404);
    expect(await scoreOf(target.id)).toBe(0);
  });

  it('keeps the balance exact under concurrent adjustments beside the member earning points', async () => {
    const target = await member('user');
    await Promise.all([
      ...Array.from({ length: 10 }, (_, index) =>
        adjustUserScore(admin, { userId: target.id, amount: 7, reason: `Grant ${index}` }, '', test.db),
      ),
      ...Array.from({ length: 10 }, (_, index) =>
        awardScore(target.id, 'moment', index + 1, 5, 'post_moment', test.db),
      ),
    ]);
    expect(await scoreOf(target.id)).toBe(120);
    const ledger = await ledgerOf(target.id);
    expect(ledger.reduce((sum, row) => sum + row.amount, 0)).toBe(120);
    expect(ledger.at(-1)!.balanceAfter).toBe(120);
  });
});

describe('adminScoreSchema', () => {
  it('takes whole numbers other than zero within the bound, from a form field too', () => {
    expect(adminScoreSchema.parse({ amount: '-15', reason: 'x' }).amount).toBe(-15);
    for (const amount of ['0', '1.5', 'ten', '', '1000001', '-1000001']) {
      expect(adminScoreSchema.safeParse({ amount, reason: 'x' }).success, amount).toBe(false);
    }
  });
});
