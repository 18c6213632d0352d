import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import {
  analyzeStatement,
  expectNoSort,
  expectRowsRead,
  explainStatement,
  statementOf,
} from '../../../tests/queryPlans.ts';
import { moderationLogs, users } from '../db/schema/index.ts';
import { ADMIN_USERS_PAGE, listAdminUsers, listAdminUsersQuery } from './adminUsers.queries.ts';
import { AUDIT_PAGE, auditActions, listAudit, listAuditQuery } from './audit.queries.ts';

const test = useTestDatabase();

beforeAll(async () => {
  await test.db.insert(users).values([
    { nickname: 'Owner', username: 'boss', email: 'boss@example.com', role: 'owner' },
    { nickname: 'Alice', username: 'alice', email: 'alice@example.com', role: 'moderator' },
    { nickname: 'Alicia', username: 'lia', email: 'lia@example.org' },
    { nickname: 'Bob', email: 'bob@example.com', bannedUntil: new Date(Date.now() + 86_400_000) },
    { nickname: 'Bobby', email: 'bobby@example.com', bannedUntil: new Date(Date.now() - 1000) },
    { nickname: 'Gone', email: 'gone@example.com', status: 1 },
    { nickname: 'al_100%', email: 'pct@example.com' },
  ]);
  await test.db
    .insert(users)
    .values(Array.from({ length: ADMIN_USERS_PAGE + 5 }, (_, index) => ({ nickname: `Filler ${index}` })));
  const actions = ['user.ban', 'user.unban', 'moment.delete', 'settings.update'];
  await test.db.insert(moderationLogs).values(
    Array.from({ length: AUDIT_PAGE + 30 }, (_, index) => ({
      actorId: (index % 2) + 1,
      action: actions[index % actions.length]!,
      targetType: index % 4 === 2 ? 'moment' : index % 4 === 3 ? 'settings' : 'user',
      targetId: index % 4 === 3 ? 0 : 3 + (index % 3),
      reason: `reason ${index}`,
      detail: '{}',
      ip: '10.0.0.1',
    })),
  );
});

const names = async (filter: Parameters<typeof listAdminUsers>[0]) =>
  (await listAdminUsers(filter, test.db)).results.map((row) => row.nickname);

describe('listAdminUsers', () => {
  it('finds by exact id, email prefix, username or nickname prefix', async () => {
    expect(await names({ q: '2' })).toEqual(['Alice']);
    expect(await names({ q: 'bob@' })).toEqual(['Bob']);
    expect(await names({ q: 'BOB' })).toEqual(['Bobby', 'Bob']);
    expect(await names({ q: 'lia' })).toEqual(['Alicia']);
    expect(await names({ q: 'Ali' })).toEqual(['Alicia', 'Alice']);
    // LIKE wildcards in the query are literal.
    expect(await names({ q: 'al_1' })).toEqual(['al_100%']);
    expect(await names({ q: 'a%' })).toEqual([]);
  });

  it('filters by role and by a ban in force; hides deleted members unless asked', async () => {
    expect(await names({ role: 'moderator' })).toEqual(['Alice']);
    expect(await names({ banned: true })).toEqual(['Bob']);
    expect(await names({ q: 'gone@' })).toEqual([]);
    expect(await names({ q: 'gone@', deleted: true })).toEqual(['Gone']);
  });

  it('pages newest first with a keyset cursor', async () => {
    const first = await listAdminUsers({}, test.db);
    expect(first.results).toHaveLength(ADMIN_USERS_PAGE);
    expect(first.hasMore).toBe(true);
    const second = await listAdminUsers({ cursor: first.cursor }, test.db);
    const ids = [...first.results, ...second.results].map((row) => row.id);
    expect(second.hasMore).toBe(false);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ADMIN_USERS_PAGE + 5 + 6);
  });

  it('reads an email prefix through the unique index', async () => {
    const plan = await explainStatement(test.pool, statementOf(listAdminUsersQuery({ q: 'bob@' }, test.db)));
    expect(plan[0]!.key).toBe('users_email_unique');
  });
});

describe('listAudit', () => {
  it('lists newest first and pages with a keyset cursor', async () => {
    const first = await listAudit({}, test.db);
    expect(first.results).toHaveLength(AUDIT_PAGE);
    const second = await listAudit({ cursor: first.cursor }, test.db);
    expect(second.results).toHaveLength(30);
    expect(second.hasMore).toBe(false);
    const ids = [...first.results, ...second.results].map((row) => row.id);
    expect(ids).toEqual(Array.from({ length: AUDIT_PAGE + 30 }, (_, index) => AUDIT_PAGE + 30 - index));
    expect(first.results[0]).toMatchObject({ actorName: 'Alice', ip: '10.0.0.1' });
  });

  it('filters by action, actor, target type and target', async () => {
    const bans = await listAudit({ action: 'user.ban' }, test.db);
    expect(bans.results).toHaveLength(20);
    expect(bans.results.every((row) => row.action === 'user.ban')).toBe(true);
    const byOwner = await listAudit({ actorId: 1, action: 'user.ban' }, test.db);
    expect(byOwner.results.every((row) => row.actorId === 1 && row.actorName === 'Owner')).toBe(true);
    expect(byOwner.results).toHaveLength(20);
    const moments = await listAudit({ targetType: 'moment' }, test.db);
    expect(moments.results).toHaveLength(20);
    const oneUser = await listAudit({ targetType: 'user', targetId: 3 }, test.db);
    expect(oneUser.results.length).toBeGreaterThan(0);
    expect(oneUser.results.every((row) => row.targetType === 'user' && row.targetId === 3)).toBe(true);
    expect(await auditActions(test.db)).toEqual([
      'moment.delete',
      'settings.update',
      'user.ban',
      'user.unban',
    ]);
  });

  it('reads only the matching rows for a rare action, through its index', async () => {
    // Bulk rows for the plan: a rare action must not walk the whole log by primary key.
    await test.pool.query(
      `INSERT INTO moderation_logs (actor_id, action, target_type, target_id, detail)
       SELECT 1, 'moment.sticky', 'moment', seq, '{}' FROM seq_1_to_3000`,
    );
    await test.pool.query('ANALYZE TABLE moderation_logs');
    const plan = await analyzeStatement(
      test.pool,
      statementOf(listAuditQuery({ action: 'user.unban' }, test.db)),
    );
    expect(plan[0]!.key).toBe('moderation_logs_action_idx');
    expectNoSort(plan[0]!);
    expectRowsRead(plan[0]!, 20);
  });
});
