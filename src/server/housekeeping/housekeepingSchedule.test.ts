import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HOUSEKEEPING_FIRST_RUN_MAX_MS,
  HOUSEKEEPING_INTERVAL_MS,
  startHousekeeping,
  stopHousekeeping,
} from './housekeepingSchedule.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stopHousekeeping();
  vi.useRealTimers();
});

describe('startHousekeeping', () => {
  it('runs within the first eleven minutes, then every hour, once however often it is started', async () => {
    let runs = 0;
    const task = async () => {
      runs += 1;
    };
    startHousekeeping(task);
    startHousekeeping(task);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(runs).toBe(0);
    await vi.advanceTimersByTimeAsync(HOUSEKEEPING_FIRST_RUN_MAX_MS);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(HOUSEKEEPING_INTERVAL_MS * 3);
    expect(runs).toBe(4);
  });

  it('stops when told to', async () => {
    let runs = 0;
    startHousekeeping(async () => {
      runs += 1;
    });
    stopHousekeeping();
    await vi.advanceTimersByTimeAsync(HOUSEKEEPING_FIRST_RUN_MAX_MS + HOUSEKEEPING_INTERVAL_MS * 2);
    expect(runs).toBe(0);
  });
});
