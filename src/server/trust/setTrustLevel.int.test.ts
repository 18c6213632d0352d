import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { callRoute } from '../../../tests/callRoute.ts';
import { insertTestUser } from '../../../tests/factories/articleTestUsers.ts';
import { moderationLogs, users } from '../db/schema/index.ts';
import { closeDb } from '../db/client.ts';
import { markInstalled, resetInstallStateForTests } from '../install/installState.ts';
import { refreshTrustLevel } from './refreshTrustLevel.ts';
import { POST } from '@/pages/api/admin/users/trust.ts';
import { runWithLocale } from '@/i18n/serverLocale.ts';
import { TrustLevel } from '@/shared/trust/trustLevel.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

const t = useTestDatabase();
const PATH = '/api/admin/users/trust';

let moderator: CurrentUser;
let member: CurrentUser;
let admin: CurrentUser;

beforeAll(async () => {
  // The route writes through the app's own database: this file's, once installed.
  markInstalled({ database: t.settings, installedAt: new Date().toISOString() });
  moderator = await insertTestUser(t.db, { nickname: 'Mod', role: 'moderator' });
  admin = await insertTestUser(t.db, { nickname: 'Admin', role: 'admin' });
  member = await insertTestUser(t.db, { nickname: 'Plain member' });
});

afterAll(async () => {
  await closeDb();
  resetInstallStateForTests();
});

async function newMember(values: Partial<typeof users.$inferInsert> = {}): Promise<number> {
  const [row] = await t.db
    .insert(users)
    .values({ nickname: 'Target', trustLevel: TrustLevel.new, ...values })
    .$returningId();
  return row!.id;
}

async function trustOf(userId: number) {
  const [row] = await t.db
    .select({ level: users.trustLevel, locked: users.trustLevelLocked })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

describe('POST /api/admin/users/trust', () => {
  it('lets a moderator set and lock a level in one write, with one audit entry', async () => {
    const userId = await newMember();
    const answer = await callRoute(POST, moderator, PATH, { userId, level: 2, locked: true });
    expect(answer).toMatchObject({ status: 200, body: { success: true } });
    expect(await trustOf(userId)).toEqual({ level: TrustLevel.regular, locked: true });
    const audit = await t.db
      .select()
      .from(moderationLogs)
      .where(and(eq(moderationLogs.action, 'user.trust'), eq(moderationLogs.targetId, userId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: moderator.id, targetType: 'user', ip: '203.0.113.7' });
    expect(JSON.parse(audit[0]!.detail)).toEqual({
      oldLevel: TrustLevel.new,
      newLevel: TrustLevel.regular,
      oldLocked: false,
      newLocked: true,
    });
  });

  it('unlocks a level, leaving it where staff put it', async () => {
    const userId = await newMember({ trustLevel: TrustLevel.member, trustLevelLocked: true });
    await callRoute(POST, admin, PATH, { userId, level: TrustLevel.new, locked: false });
    expect(await trustOf(userId)).toEqual({ level: TrustLevel.new, locked: false });
    expect(await refreshTrustLevel(userId, t.db)).toBe(false);
    expect(await trustOf(userId)).toEqual({ level: TrustLevel.new, locked: false });
  });

  it('refuses visitors (401) and members (403)', async () => {
    const userId = await newMember();
    expect((await callRoute(POST, null, PATH, { userId, level: 1, locked: false })).status).toBe(401);
    const refused = await callRoute(POST, member, PATH, { userId, level: 1, locked: false });
    expect(refused).toMatchObject({ status: 403, body: { success: false } });
    expect(await trustOf(userId)).toEqual({ level: TrustLevel.new, locked: false });
  });

  it('refuses staff targets with a clear message (400)', async () => {
    const answer = await callRoute(POST, admin, PATH, { userId: moderator.id, level: 0, locked: true });
    expect(answer).toMatchObject({
      status: 400,
      body: { success: false, message: expect.stringContaining('Staff stand above the trust levels') },
    });
    const self = await callRoute(POST, moderator, PATH, { userId: moderator.id, level: 2, locked: false });
    expect(self.status).toBe(400);
  });

  it('answers 404 for unknown and deleted members', async () => {
    const deleted = await newMember({ status: UserStatus.deleted });
    expect(
      (await callRoute(POST, moderator, PATH, { userId: deleted, level: 1, locked: false })).status,
    ).toBe(404);
    expect(
      (await callRoute(POST, moderator, PATH, { userId: 9_999_999, level: 1, locked: false })).status,
    ).toBe(404);
  });

  it('refuses a level that does not exist, in the reader language', async () => {
    const userId = await newMember();
    const english = await callRoute(POST, moderator, PATH, { userId, level: 5, locked: false });
    expect(english).toMatchObject({
      status: 400,
      body: { success: false, message: 'Choose one of the trust levels.', errorCode: 2 },
    });
    const chinese = await runWithLocale('zh-CN', () =>
      callRoute(POST, moderator, PATH, { userId, level: 5, locked: false }),
    );
    expect(chinese.body.message).toBe('请选择一个信任等级。');
    const noLock = await callRoute(POST, moderator, PATH, { userId, level: 1 });
    expect(noLock).toMatchObject({ status: 400, body: { message: 'Say whether the level is locked.' } });
    expect(await trustOf(userId)).toEqual({ level: TrustLevel.new, locked: false });
  });
});
