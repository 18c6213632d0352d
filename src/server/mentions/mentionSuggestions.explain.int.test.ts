import { beforeAll, describe, expect, it } from 'vitest';
import {
  analyzeStatement,
  expectRowsRead,
  recordStatements,
  type PlanRow,
  type StatementRecorder,
} from '../../../tests/queryPlans.ts';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { NICKNAME_INDEX, suggestMentions, USERNAME_INDEX } from './mentionSuggestions.queries.ts';
import { MENTION_SUGGESTIONS_MAX } from '@/shared/mentions/mentionLimits.ts';

/*
 * Mention suggestions read a short range of the username index and of the nickname index, also
 * among many members, and never scan the users table; Chinese nicknames are found by prefix too.
 */

const MEMBERS = 3000;
const test = useTestDatabase();
let db: Database;
let statements: StatementRecorder['capture'];

function expectRange(rows: PlanRow[], index: string): void {
  const row = rows.find((item) => item.table === 'users');
  expect(row, JSON.stringify(rows)).toBeDefined();
  expect(row!.key, JSON.stringify(rows)).toBe(index);
  expect(row!.type, JSON.stringify(rows)).toBe('range');
  expectRowsRead(row!, MENTION_SUGGESTIONS_MAX * 2);
}

beforeAll(async () => {
  ({ db, capture: statements } = recordStatements(test.pool));
  const rows = Array.from({ length: MEMBERS }, (_, n) => ({
    username: `user${String(n).padStart(5, '0')}`,
    nickname: n % 3 === 0 ? `王${n}` : `Nick ${n}`,
  }));
  for (let from = 0; from < rows.length; from += 1000) {
    await test.db.insert(users).values(rows.slice(from, from + 1000));
  }
  await test.pool.query('ANALYZE TABLE users');
}, 120_000);

describe('query plan of mention suggestions', () => {
  it('reads a range of each name index, a page at most', async () => {
    const [byUsername, byNickname] = await statements(() => suggestMentions('user01', db));
    expectRange(await analyzeStatement(test.pool, byUsername!), USERNAME_INDEX);
    expectRange(await analyzeStatement(test.pool, byNickname!), NICKNAME_INDEX);
  });

  it('finds Chinese nicknames by prefix, usernames first, at most a page', async () => {
    const found = await suggestMentions('王12', db);
    expect(found.length).toBe(MENTION_SUGGESTIONS_MAX);
    expect(found.every((member) => member.nickname.startsWith('王12'))).toBe(true);
    const mixed = await suggestMentions('USER0000', db);
    expect(mixed.map((member) => member.username)).toEqual(
      Array.from({ length: 8 }, (_, n) => `user0000${n}`),
    );
    expect(await suggestMentions('50%', db)).toEqual([]);
  });
});
