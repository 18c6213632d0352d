import { afterEach, describe, expect, it, vi } from 'vitest';
import { runOneAtATime } from './runOneAtATime.ts';

afterEach(() => vi.useRealTimers());

describe('runOneAtATime', () => {
  it('runs tasks in order, never two at once, 10 ms apart', async () => {
    vi.useFakeTimers();
    const events: string[] = [];
    let running = 0;
    const task = async (item: string) => {
      running++;
      expect(running).toBe(1);
      events.push(`start ${item} @${Date.now()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      events.push(`end ${item}`);
      running--;
    };
    vi.setSystemTime(0);
    const done = runOneAtATime(['a', 'b', 'c'], task, { staggerMs: 10, onError: () => {} });
    await vi.runAllTimersAsync();
    await done;
    expect(events).toEqual(['start a @0', 'end a', 'start b @60', 'end b', 'start c @120', 'end c']);
  });

  it('reports a failure and carries on', async () => {
    const failures: string[] = [];
    const done: string[] = [];
    await runOneAtATime(
      ['ok', 'bad', 'ok2'],
      async (item) => {
        if (item === 'bad') throw new Error('nope');
        done.push(item);
      },
      { staggerMs: 0, onError: (error, item) => failures.push(`${item}: ${(error as Error).message}`) },
    );
    expect(done).toEqual(['ok', 'ok2']);
    expect(failures).toEqual(['bad: nope']);
  });
});
