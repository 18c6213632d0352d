import { describe, expect, it } from 'vitest';
import { cookiePairs } from './cookiePairs.ts';

describe('cookiePairs', () => {
  it('splits a header of several cookies, as the bench sign-in returns them', () => {
    expect(cookiePairs('token=abc.def; plaza_member=1')).toEqual([
      { name: 'token', value: 'abc.def' },
      { name: 'plaza_member', value: '1' },
    ]);
  });

  it('keeps an equals sign inside a value and skips empty or nameless parts', () => {
    expect(cookiePairs('token=a=b==;  ; =x; flag')).toEqual([{ name: 'token', value: 'a=b==' }]);
  });
});
