import { describe, expect, it } from 'vitest';
import { explainSuite } from '../../../tests/explainSuite.ts';
import { insertRows } from '../../../tests/factories/bulkRows.ts';
import { expectRowsRead, planRow, type PlanRow } from '../../../tests/queryPlans.ts';
import { users } from '../db/schema/index.ts';
import { NICKNAME_INDEX, suggestMentions, USERNAME_INDEX } from './mentionSuggestions.queries.ts';
import { MENTION_SUGGESTIONS_MAX } from '@/shared/mentions/mentionLimits.ts';

/*
 * Mention suggestions read a short range of the username index and of the nickname index, also
 * among many members, and never scan the users table; Chinese nicknames are found by prefix too.
 */

const MEMBERS = 3000;

function expectRange(rows: PlanRow[], index: string): void {
  const row = planRow(rows, 'users');
  expect(row.key, JSON.stringify(rows)).toBe(index);
  expect(row.type, JSON.stringify(rows)).toBe('range');
  expectRowsRead(row, MENTION_SUGGESTIONS_MAX * 2);
}

const suite = explainSuite({
  seedTimeout: 120_000,
  seed: async (test) => {
    const rows = Array.from({ length: MEMBERS }, (_, n) => ({
      username: `user${String(n).padStart(5, '0')}`,
      nickname: n % 3 === 0 ? `王${n}` : `Nick ${n}`,
    }));
    await insertRows(rows, (slice) => test.db.insert(users).values(slice));
    await test.pool.query('ANALYZE TABLE users');
  },
});

describe('query plan of mention suggestions', () => {
  it('reads a range of each name index, a page at most', async () => {
    const [byUsername, byNickname] = await suite.statements(() => suggestMentions('user01', suite.db));
    expectRange(await suite.analyze(byUsername!), USERNAME_INDEX);
    expectRange(await suite.analyze(byNickname!), NICKNAME_INDEX);
  });

  it('finds Chinese nicknames by prefix, usernames first, at most a page', async () => {
    const found = await suggestMentions('王12', suite.db);
    expect(found.length).toBe(MENTION_SUGGESTIONS_MAX);
    expect(found.every((member) => member.nickname.startsWith('王12'))).toBe(true);
    const mixed = await suggestMentions('USER0000', suite.db);
    expect(mixed.map((member) => member.username)).toEqual(
      Array.from({ length: 8 }, (_, n) => `user0000${n}`),
    );
    expect(await suggestMentions('50%', suite.db)).toEqual([]);
  });
});
