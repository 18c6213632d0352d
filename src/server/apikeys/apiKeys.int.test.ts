import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { insertMember, memberRow } from '../../../tests/factories/accountTestKit.ts';
import { apiKeys, moderationLogs, users } from '../db/schema/index.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { ApiError } from '../http/ApiError.ts';
import { createPersonalKey, createSiteKey, revokeApiKey } from './apiKeys.commands.ts';
import { listApiKeys } from './apiKeys.queries.ts';
import { readApiKey } from './readApiKey.ts';
import { apiKeyRefusal } from './apiKeyRefusal.ts';
import { recordKeyRequest, touchApiKey } from './apiKeyUse.commands.ts';
import { systemMemberId } from './systemMember.ts';
import { apiKeyTokenHash } from './apiKeyToken.ts';
import { apiKeyCreateSchema, siteKeyCreateSchema } from '@/shared/apikeys/apiKeySchemas.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';

const t = useTestDatabase();
const IP = '203.0.113.9';

async function member(values: Parameters<typeof insertMember>[1] = {}) {
  const id = await insertMember(t.db, values);
  return toCurrentUser(await memberRow(t.db, id));
}

async function owner() {
  const id = await insertMember(t.db);
  await t.db.update(users).set({ role: 'owner' }).where(eq(users.id, id));
  return toCurrentUser(await memberRow(t.db, id));
}

const input = (extra: Record<string, unknown> = {}) =>
  apiKeyCreateSchema.parse({ name: 'bot', scopes: ['read', 'write'], ...extra });
const request = (method: string, pathname: string, now = new Date()) => ({ method, pathname, ip: IP, now });

describe('API keys', () => {
  it('are stored only as the hash of a token shown once, and listed with its prefix', async () => {
    const alice = await member();
    const created = await createPersonalKey(alice, input(), IP, t.db);
    expect(created.token).toMatch(/^plz_[a-z2-7]{40}$/);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.tokenHash).toBe(apiKeyTokenHash(created.token));
    expect(JSON.stringify(row)).not.toContain(created.token);
    const listed = await listApiKeys(alice.id, t.db);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      name: 'bot',
      prefix: created.token.slice(0, 10),
      scopes: ['read', 'write'],
    });
    expect(JSON.stringify(listed)).not.toContain(created.token);
    expect(listed[0]!.actsAs).toEqual({ id: alice.id, nickname: alice.nickname, system: false });
  });

  it('resolve to the member they act for, and pass only the routes their scopes name', async () => {
    const alice = await member();
    const { token } = await createPersonalKey(alice, input({ scopes: ['read'] }), IP, t.db);
    const key = await readApiKey(token, t.db);
    expect(key?.member.id).toBe(alice.id);
    expect(apiKeyRefusal(key, request('GET', '/api/moment/list'))).toBeNull();
    expect(apiKeyRefusal(key, request('POST', '/api/moment/create'))).toEqual({
      status: 403,
      reason: 'scope',
      scope: 'write',
    });
    expect(apiKeyRefusal(key, request('GET', '/api/user/api-keys/list'))).toEqual({
      status: 403,
      reason: 'session_only',
    });
    expect(await readApiKey(`${token.slice(0, -1)}a`, t.db)).toBeNull();
  });

  it('are refused once revoked, or expired, or used from outside their allow list', async () => {
    const alice = await member();
    const limited = await createPersonalKey(alice, input({ allowedIps: '198.51.100.0/24' }), IP, t.db);
    expect(apiKeyRefusal(await readApiKey(limited.token, t.db), request('GET', '/api/moment/list'))).toEqual({
      status: 401,
      reason: 'address',
    });
    const expiring = await createPersonalKey(alice, input({ expiresInDays: 7 }), IP, t.db);
    const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    const expiringKey = await readApiKey(expiring.token, t.db);
    expect(apiKeyRefusal(expiringKey, request('GET', '/api/moment/list'))).toBeNull();
    expect(apiKeyRefusal(expiringKey, request('GET', '/api/moment/list', later))).toEqual({
      status: 401,
      reason: 'expired',
    });
    const revoked = await createPersonalKey(alice, input(), IP, t.db);
    await revokeApiKey(alice, alice.id, revoked.id, IP, t.db);
    expect(apiKeyRefusal(await readApiKey(revoked.token, t.db), request('GET', '/api/moment/list'))).toEqual({
      status: 401,
      reason: 'revoked',
    });
    await expect(revokeApiKey(alice, alice.id, revoked.id, IP, t.db)).rejects.toMatchObject({ status: 404 });
  });

  it('cannot be revoked by another member, and stop when their member is banned or deleted', async () => {
    const alice = await member();
    const bob = await member();
    const created = await createPersonalKey(alice, input(), IP, t.db);
    const refused = await revokeApiKey(bob, bob.id, created.id, IP, t.db).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 404 });
    await t.db
      .update(users)
      .set({ bannedUntil: new Date(Date.now() + 60_000) })
      .where(eq(users.id, alice.id));
    const banned = await readApiKey(created.token, t.db);
    expect(apiKeyRefusal(banned, request('GET', '/api/moment/list'))).toEqual({
      status: 403,
      reason: 'member',
    });
    await t.db
      .update(users)
      .set({ bannedUntil: null, status: UserStatus.deleted })
      .where(eq(users.id, alice.id));
    const deleted = await readApiKey(created.token, t.db);
    expect(apiKeyRefusal(deleted, request('GET', '/api/moment/list'))).toEqual({
      status: 403,
      reason: 'member',
    });
  });

  it('write their last use at most once a minute', async () => {
    const alice = await member();
    const { token, id } = await createPersonalKey(alice, input(), IP, t.db);
    const first = await readApiKey(token, t.db);
    expect(first?.lastUsedAt).toBeNull();
    await touchApiKey(first!, '198.51.100.1', new Date(), t.db);
    const used = await readApiKey(token, t.db);
    expect(used?.lastUsedAt).not.toBeNull();
    // Within the minute nothing is written, even from another address, and even when asked by a stale reader.
    await touchApiKey(used!, '198.51.100.2', new Date(), t.db);
    await touchApiKey(first!, '198.51.100.3', new Date(), t.db);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.lastUsedIp).toBe('198.51.100.1');
    expect(row!.lastUsedAt!.getTime()).toBe(used!.lastUsedAt!.getTime());
  });

  it('for the site act as a chosen member or as the system member, which nobody can sign in as', async () => {
    const boss = await owner();
    const carol = await member({ username: `carol${Date.now() % 100000}` });
    const asCarol = await createSiteKey(
      boss,
      siteKeyCreateSchema.parse({
        name: 'importer',
        scopes: ['write'],
        actsAs: 'member',
        member: `@${carol.username}`,
      }),
      IP,
      t.db,
    );
    expect((await readApiKey(asCarol.token, t.db))?.member.id).toBe(carol.id);
    await expect(
      createSiteKey(
        boss,
        siteKeyCreateSchema.parse({ name: 'x', scopes: ['read'], actsAs: 'member', member: 'nobody-here' }),
        IP,
        t.db,
      ),
    ).rejects.toMatchObject({ status: 400, field: 'member' });

    const asSystem = await createSiteKey(
      boss,
      siteKeyCreateSchema.parse({ name: 'notes bot', scopes: ['read', 'write'], actsAs: 'system' }),
      IP,
      t.db,
    );
    const systemId = await systemMemberId(t.db);
    expect(asSystem.actsAs).toMatchObject({ id: systemId, system: true });
    const system = await memberRow(t.db, systemId!);
    expect(system).toMatchObject({ role: 'admin', passwordHash: null, email: null, phone: null });
    const again = await createSiteKey(
      boss,
      siteKeyCreateSchema.parse({ name: 'second', scopes: ['read'], actsAs: 'system' }),
      IP,
      t.db,
    );
    expect(again.actsAs.id).toBe(systemId);
    expect((await listApiKeys(null, t.db)).map((key) => key.name)).toEqual([
      'second',
      'notes bot',
      'importer',
    ]);
    expect(await listApiKeys(boss.id, t.db)).toEqual([]);

    await revokeApiKey(boss, null, again.id, IP, t.db);
    const logged = await t.db.select().from(moderationLogs).where(eq(moderationLogs.actorId, boss.id));
    expect(logged.map((row) => row.action).sort()).toEqual([
      'apikey.create',
      'apikey.create',
      'apikey.create',
      'apikey.revoke',
    ]);
  });

  it("record a key's write in the audit log under the member it acts for", async () => {
    const alice = await member();
    const created = await createPersonalKey(alice, input(), IP, t.db);
    await recordKeyRequest(
      {
        key: { id: created.id, name: created.name, site: false },
        memberId: alice.id,
        method: 'POST',
        path: '/api/moment/create',
        status: 200,
        ip: IP,
      },
      t.db,
    );
    const [entry] = await t.db.select().from(moderationLogs).where(eq(moderationLogs.actorId, alice.id));
    expect(entry).toMatchObject({
      action: 'apikey.request',
      targetType: 'apikey',
      targetId: created.id,
      reason: 'POST /api/moment/create 200',
      ip: IP,
    });
    expect(JSON.parse(entry!.detail)).toMatchObject({ key: 'bot', method: 'POST', status: 200 });
  });
});
