import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/testDatabase.ts';
import { users, sessions } from '../db/schema/index.ts';
import { loadAdminOverview } from './overview.queries.ts';

let test: TestDatabase;

beforeAll(async () => {
  test = await createTestDatabase();
  await test.db.insert(users).values([
    { nickname: 'Owner', username: 'owner1', role: 'owner' },
    { nickname: 'Mod', username: 'mod01', role: 'moderator' },
    { nickname: 'Member', email: 'member@example.com' },
    { nickname: 'Old member', email: 'old@example.com', createdAt: new Date(Date.now() - 30 * 86400_000) },
  ]);
  await test.db.insert(sessions).values([
    { id: 'a'.repeat(64), userId: 1, expiresAt: new Date(Date.now() + 3600_000) },
    { id: 'b'.repeat(64), userId: 3, expiresAt: new Date(Date.now() - 1000) },
  ]);
});

afterAll(async () => {
  await test.cleanup();
});

describe('loadAdminOverview', () => {
  it('counts members, recent sign-ups, live sessions and lists the staff', async () => {
    const overview = await loadAdminOverview(test.db);
    expect(overview.members).toBe(4);
    expect(overview.newMembers7d).toBe(3);
    expect(overview.activeSessions).toBe(1);
    expect(overview.staff.map((member) => member.role)).toEqual(['owner', 'moderator']);
  });
});
