import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { users } from '../db/schema/index.ts';
import { findPublicProfile } from '../follows/publicProfile.queries.ts';
import { registrationRank } from './registrationRank.ts';
import { findUserBySigninName } from './users.queries.ts';

const t = useTestDatabase();

describe('registrationRank', () => {
  it('counts the members who joined up to and including this one', async () => {
    const ids: number[] = [];
    for (const nickname of ['First', 'Second', 'Third']) {
      const [row] = await t.db.insert(users).values({ nickname }).$returningId();
      ids.push(row!.id);
    }
    expect(await Promise.all(ids.map((id) => registrationRank(id, t.db)))).toEqual([1, 2, 3]);
    // The public profile reads the same rank in its own statement.
    const profiles = await Promise.all(ids.map((id) => findPublicProfile(id, t.db)));
    expect(profiles.map((profile) => profile?.registrationRank)).toEqual([1, 2, 3]);
    expect(await registrationRank(ids[2]! + 1000, t.db)).toBe(0);
  });
});

describe('findUserBySigninName', () => {
  it('finds by username or by email, ignoring surrounding spaces and email case', async () => {
    await t.db.insert(users).values({ nickname: 'Lin', username: 'linus', email: 'lin@example.com' });
    expect((await findUserBySigninName(' linus ', t.db))?.nickname).toBe('Lin');
    expect((await findUserBySigninName('LIN@Example.com', t.db))?.nickname).toBe('Lin');
    expect(await findUserBySigninName('lin@example.org', t.db)).toBeUndefined();
    expect(await findUserBySigninName('   ', t.db)).toBeUndefined();
  });
});
