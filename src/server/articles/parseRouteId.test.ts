import { describe, expect, it } from 'vitest';
import { parseRouteId } from './parseRouteId.ts';

describe('parseRouteId', () => {
  it('accepts positive integers only', () => {
    expect(parseRouteId('42')).toBe(42);
    for (const value of [undefined, '', '0', '-1', '01', '1.5', '1e3', 'abc', '99999999999999999']) {
      expect(parseRouteId(value), String(value)).toBeUndefined();
    }
  });
});
