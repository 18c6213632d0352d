import { describe, expect, it } from 'vitest';
import { routeId } from './routeId.ts';

describe('routeId', () => {
  it('reads positive integers', () => {
    expect(routeId('1')).toBe(1);
    expect(routeId('9007199254740991')).toBe(9007199254740991);
  });
  it('refuses anything else', () => {
    for (const value of [undefined, '', '0', '01', '-1', '1.5', 'abc', '1e3', '99999999999999999']) {
      expect(routeId(value)).toBeUndefined();
    }
  });
});
