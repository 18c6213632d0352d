import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { commentTestRows } from '../../../tests/factories/commentTestRows.ts';
import { createSession, invalidateSession } from './session.commands.ts';
import { sessionUserId, sessionUserIdForViewCount } from './sessionUserId.ts';

const t = useTestDatabase();
const meta = { ip: '127.0.0.1', userAgent: 'vitest' };

describe('the session user of a cached page view', () => {
  it('is asked once and remembered for view counting, while sessionUserId stays exact', async () => {
    const member = await commentTestRows(t).user();
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
