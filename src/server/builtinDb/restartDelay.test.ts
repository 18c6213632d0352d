import { describe, expect, it } from 'vitest';
import { restartDelayMs } from './restartDelay.ts';

describe('restartDelayMs', () => {
  it('doubles from one second up to thirty', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 50].map(restartDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
