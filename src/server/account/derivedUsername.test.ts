import { describe, expect, it } from 'vitest';
import { usernameCandidates } from './derivedUsername.ts';
import { USERNAME_PATTERN } from '@/shared/users/username.ts';

describe('usernameCandidates', () => {
  it("takes the Latin letters of the nickname, made long enough with the member's id", () => {
    expect(usernameCandidates(17, 'Bo')).toEqual(['bo017', 'member17', 'm000h']);
    expect(usernameCandidates(17, 'Élodie Martin')).toEqual([
      'elodiemartin',
      'elodiemart17',
      'member17',
      'm000h',
    ]);
  });

  it('falls back to member{id} for a nickname with no Latin letter (Chinese, a masked phone number)', () => {
    expect(usernameCandidates(42, '爱丽丝')[0]).toBe('member42');
    expect(usernameCandidates(42, '138****5678')[0]).toBe('member42');
    expect(usernameCandidates(42, null)[0]).toBe('member42');
  });

  it('gives only names the username rule accepts, whatever the id', () => {
    for (const id of [1, 99_999, 1_234_567, 9_007_199_254]) {
      for (const nickname of ['Al', 'x', '_9 lives', 'A very long nickname indeed', '小明']) {
        const names = usernameCandidates(id, nickname);
        expect(names.length, `${id} ${nickname}`).toBeGreaterThan(0);
        for (const name of names) expect(name, `${id} ${nickname}`).toMatch(USERNAME_PATTERN);
      }
    }
  });
});
