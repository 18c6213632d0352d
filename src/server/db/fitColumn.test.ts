import { describe, expect, it } from 'vitest';
import { moderationLogs, sessions, twoFactorChallenges } from './schema/index.ts';
import { fitColumn } from './fitColumn.ts';
import { fitsColumn } from './fitsColumn.ts';

describe('fitColumn and fitsColumn', () => {
  it('cut a value to its VARCHAR column between graphemes, with the ellipsis inside the limit', () => {
    expect(fitColumn('f'.repeat(100), sessions.ip)).toBe('f'.repeat(64));
    expect(fitColumn('e\u0301'.repeat(300), moderationLogs.reason, '…')).toBe(`${'e\u0301'.repeat(249)}…`);
    expect(fitColumn('short', sessions.userAgent)).toBe('short');
  });

  it('tell whether a value fits whole, counting code points like MySQL', () => {
    expect(fitsColumn('😀'.repeat(512), twoFactorChallenges.redirect)).toBe(true);
    expect(fitsColumn('😀'.repeat(513), twoFactorChallenges.redirect)).toBe(false);
    expect(fitsColumn('', sessions.ip)).toBe(true);
  });
});
