import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { moderationLogs, sessions, users } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { createSession, validateSessionToken } from '../auth/session.commands.ts';
import { signIn } from '../auth/auth.commands.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { findPublicProfile } from '../follows/publicProfile.queries.ts';
import { changeUserRole, deleteUser, resetUserPassword } from './userAdmin.commands.ts';
import type { Party } from './userRules.ts';
import type { Role } from '@/shared/users/currentUser.ts';

const test = useTestDatabase();
let nextIp = 0;
const meta = () => ({ ip: `10.9.0.${++nextIp}`, userAgent: 'vitest' });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error instanceof ApiError ? error.status : error),
  );

async function member(role: Role, name: string): Promise<Party> {
  const [row] = await test.db
    .insert(users)
    .values({ nickname: name, username: name, role, passwordHash: await hashPassword(`${name}-pass`) })
    .$returningId();
  return { id: row!.id, role };
}

async function roleOf(id: number): Promise<string | undefined> {
  const rows = await test.db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return rows[0]?.role;
}

async function auditOf(targetId: number) {
  return test.db.select().from(moderationLogs).where(eq(moderationLogs.targetId, targetId));
}

let owner: Party;
let admin: Party;
let otherAdmin: Party;
let moderator: Party;

beforeAll(async () => {
  owner = await member('owner', 'owner');
  admin = await member('admin', 'admin1');
  otherAdmin = await member('admin', 'admin2');
  moderator = await member('moderator', 'mod1');
});

describe('changeUserRole', () => {
  it('lets the owner make and demote admins, with an audit row each time', async () => {
    const target = await member('user', 'rising');
    await changeUserRole(owner, { userId: target.id, role: 'admin' }, '1.2.3.4', test.db);
    expect(await roleOf(target.id)).toBe('admin');
    await changeUserRole(owner, { userId: target.id, role: 'user' }, '1.2.3.4', test.db);
    expect(await roleOf(target.id)).toBe('user');
    const audit = await auditOf(target.id);
    expect(audit.map((row) => [row.action, row.actorId, JSON.parse(row.detail), row.ip])).toEqual([
      ['user.role', owner.id, { from: 'user', to: 'admin' }, '1.2.3.4'],
      ['user.role', owner.id, { from: 'admin', to: 'user' }, '1.2.3.4'],
    ]);
  });

  it('lets an admin move members and moderators but not make or demote admins', async () => {
    const target = await member('user', 'helper');
    await changeUserRole(admin, { userId: target.id, role: 'moderator' }, '', test.db);
    expect(await roleOf(target.id)).toBe('moderator');
    await changeUserRole(admin, { userId: target.id, role: 'user' }, '', test.db);
    expect(await roleOf(target.id)).toBe('user');
    expect(await refusal(changeUserRole(admin, { userId: target.id, role: 'admin' }, '', test.db))).toBe(403);
    expect(await refusal(changeUserRole(admin, { userId: otherAdmin.id, role: 'user' }, '', test.db))).toBe(
      403,
    );
    expect(await roleOf(otherAdmin.id)).toBe('admin');
  });

  it('refuses changing the owner, oneself, and anyone for a moderator', async () => {
    expect(await refusal(changeUserRole(admin, { userId: owner.id, role: 'user' }, '', test.db))).toBe(403);
    expect(await refusal(changeUserRole(owner, { userId: owner.id, role: 'admin' }, '', test.db))).toBe(403);
    expect(await refusal(changeUserRole(admin, { userId: admin.id, role: 'user' }, '', test.db))).toBe(403);
    const target = await member('user', 'plain');
    expect(
      await refusal(changeUserRole(moderator, { userId: target.id, role: 'moderator' }, '', test.db)),
    ).toBe(403);
    expect(await roleOf(owner.id)).toBe('owner');
    expect(await roleOf(target.id)).toBe('user');
    expect(await auditOf(target.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown member', async () => {
    expect(await refusal(changeUserRole(owner, { userId: 999_999, role: 'user' }, '', test.db))).toBe(404);
  });
});

describe('resetUserPassword', () => {
  it('sets a strong new password, ends the sessions and keeps the password out of the audit log', async () => {
    const target = await member('user', 'forgetful');
    const { token } = await createSession(target.id, meta(), test.db);
    const { password } = await resetUserPassword(admin, { userId: target.id }, '', test.db);
    expect(password).toMatch(/^[a-zA-Z2-9]{16}$/);
    const [row] = await test.db.select().from(users).where(eq(users.id, target.id));
    expect(await verifyPassword(row!.passwordHash!, password)).toBe(true);
    expect(await verifyPassword(row!.passwordHash!, 'forgetful-pass')).toBe(false);
    expect(await validateSessionToken(token, test.db)).toBeNull();
    const audit = await auditOf(target.id);
    expect(audit.map((entry) => entry.action)).toEqual(['user.password_reset']);
    expect(JSON.stringify(audit)).not.toContain(password);
  });

  it('refuses a moderator, an equal rank and oneself', async () => {
    const target = await member('user', 'kept');
    expect(await refusal(resetUserPassword(moderator, { userId: target.id }, '', test.db))).toBe(403);
    expect(await refusal(resetUserPassword(admin, { userId: otherAdmin.id }, '', test.db))).toBe(403);
    expect(await refusal(resetUserPassword(owner, { userId: owner.id }, '', test.db))).toBe(403);
  });
});

describe('deleteUser', () => {
  it('soft-deletes: signed out, sign-in refused, no public profile, audited with the reason', async () => {
    const target = await member('user', 'leaving');
    const { token } = await createSession(target.id, meta(), test.db);
    expect(await signIn({ username: 'leaving', password: 'leaving-pass' }, meta(), test.db)).toBeTruthy();
    await deleteUser(admin, { userId: target.id, reason: 'spam account' }, '5.6.7.8', test.db);
    const [row] = await test.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.status).toBe(1);
    expect(await test.db.select().from(sessions).where(eq(sessions.userId, target.id))).toHaveLength(0);
    expect(await validateSessionToken(token, test.db)).toBeNull();
    expect(await refusal(signIn({ username: 'leaving', password: 'leaving-pass' }, meta(), test.db))).toBe(
      400,
    );
    expect(await findPublicProfile(target.id, test.db)).toBeUndefined();
    const audit = await auditOf(target.id);
    expect(audit.map((entry) => [entry.action, entry.reason, entry.ip])).toEqual([
      ['user.delete', 'spam account', '5.6.7.8'],
    ]);
    // Deleting again: the member is gone.
    expect(await refusal(deleteUser(owner, { userId: target.id, reason: 'again' }, '', test.db))).toBe(404);
  });

  it('ends a session a deleted member somehow still holds', async () => {
    const target = await member('user', 'lingering');
    const { token } = await createSession(target.id, meta(), test.db);
    await test.db.update(users).set({ status: 1 }).where(eq(users.id, target.id));
    expect(await validateSessionToken(token, test.db)).toBeNull();
  });

  it('follows the rank rules and needs a reason', async () => {
    const target = await member('user', 'staying');
    expect(await refusal(deleteUser(moderator, { userId: target.id, reason: 'x' }, '', test.db))).toBe(403);
    expect(await refusal(deleteUser(admin, { userId: otherAdmin.id, reason: 'x' }, '', test.db))).toBe(403);
    expect(await refusal(deleteUser(admin, { userId: owner.id, reason: 'x' }, '', test.db))).toBe(403);
    expect(await refusal(deleteUser(admin, { userId: admin.id, reason: 'x' }, '', test.db))).toBe(403);
    expect(await refusal(deleteUser(admin, { userId: target.id, reason: '  ' }, '', test.db))).toBe(400);
    await deleteUser(owner, { userId: otherAdmin.id, reason: 'left the team' }, '', test.db);
    const [row] = await test.db.select().from(users).where(eq(users.id, target.id));
    expect(row!.status).toBe(0);
  });
});
