import { describe, expect, it } from 'vitest';
import { otherStatusesOf } from './runAutocannon.ts';

describe('otherStatusesOf', () => {
  it('keeps the statuses outside 2xx that occurred', () => {
    expect(
      otherStatusesOf({
        '200': { count: 900 },
        '201': { count: 3 },
        '404': { count: 0 },
        '503': { count: 1 },
      }),
    ).toEqual({ '503': 1 });
    expect(otherStatusesOf(undefined)).toEqual({});
  });
});
