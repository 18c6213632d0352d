import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/testDatabase.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { createSession, invalidateSession } from './session.service.ts';
import { sessionUserId, sessionUserIdForViewCount } from './sessionUserId.ts';

let t: TestDatabase;
const meta = { ip: '127.0.0.1', userAgent: 'vitest' };

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t?.cleanup();
});

describe('the session user of a cached page view', () => {
  it('is asked once and remembered for view counting, while sessionUserId stays exact', async () => {
    const member = await commentTestRows(t.db).user();
    const { token, session } = await createSession(member, meta, t.db);
    expect(await sessionUserIdForViewCount(token, t.db)).toBe(member);
    await invalidateSession(session.id, t.db);
    expect(await sessionUserId(token, t.db)).toBeNull();
    // Remembered: a view within the minute still counts as the member's.
    expect(await sessionUserIdForViewCount(token, t.db)).toBe(member);
  });

  it('answers null for an unknown or malformed token', async () => {
    expect(await sessionUserIdForViewCount('a'.repeat(32), t.db)).toBeNull();
    expect(await sessionUserIdForViewCount('not a token', t.db)).toBeNull();
  });
});
