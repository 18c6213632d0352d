import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY, retryDelayMs } from './retrySchedule.ts';

describe('retryDelayMs', () => {
  it('doubles from the first delay up to the ceiling', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => retryDelayMs(attempts));
    expect(delays).toEqual([5_000, 10_000, 20_000, 40_000, 80_000, 160_000, 300_000, 300_000]);
  });

  it('gives up at the last attempt and not before', () => {
    expect(retryDelayMs(DEFAULT_RETRY.maxAttempts - 1)).toBe(300_000);
    expect(retryDelayMs(DEFAULT_RETRY.maxAttempts)).toBeUndefined();
    expect(retryDelayMs(3, { firstDelayMs: 10, maxDelayMs: 1_000, maxAttempts: 3 })).toBeUndefined();
  });

  it('never overflows for a large attempt count under a generous policy', () => {
    expect(retryDelayMs(500, { firstDelayMs: 1, maxDelayMs: 60_000, maxAttempts: 1_000 })).toBe(60_000);
  });
});
