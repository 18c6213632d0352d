import { describe, expect, it } from 'vitest';
import { isNewAccount } from './isNewAccount.ts';

describe('isNewAccount', () => {
  it('knows a new account by its age, and 0 hours as never new', () => {
    const now = Date.parse('2026-05-02T12:00:00Z');
    expect(isNewAccount({ createdAt: '2026-05-02T01:00:00Z' }, 24, now)).toBe(true);
    expect(isNewAccount({ createdAt: '2026-05-01T11:59:59Z' }, 24, now)).toBe(false);
    expect(isNewAccount({ createdAt: '2026-05-02T11:00:00Z' }, 0, now)).toBe(false);
  });
});
