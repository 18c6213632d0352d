import { describe, expect, it } from 'vitest';
import { onShutdown, runShutdownHooks, trackHandling } from './shutdownHooks.ts';

describe('shutdown hooks', () => {
  it('runs every hook once, reports the ones that fail or hang, and forgets them afterwards', async () => {
    const closed: string[] = [];
    onShutdown('pool', async () => {
      closed.push('pool');
    });
    onShutdown('broken', () => {
      throw new Error('cannot close');
    });
    onShutdown('hanging', () => new Promise<void>(() => {}));
    onShutdown('redis', () => {
      closed.push('redis');
    });
    const started = Date.now();
    expect((await runShutdownHooks(100)).sort()).toEqual(['broken', 'hanging']);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(closed.sort()).toEqual(['pool', 'redis']);
    expect(await runShutdownHooks(100)).toEqual([]);
    expect(closed).toHaveLength(2);
  });

  it('closes nothing while a request is still being handled, whose client may have gone', async () => {
    const events: string[] = [];
    onShutdown('pool', () => void events.push('pool closed'));
    let finish!: () => void;
    void trackHandling(new Promise<void>((done) => (finish = done))).then(() => events.push('handled'));
    const stopped = runShutdownHooks(1000);
    await new Promise((done) => setTimeout(done, 20));
    expect(events).toEqual([]);
    finish();
    await stopped;
    expect(events).toEqual(['handled', 'pool closed']);
  });

  it('waits for handling at most the timeout', async () => {
    const events: string[] = [];
    onShutdown('pool', () => void events.push('pool closed'));
    void trackHandling(new Promise<void>(() => {}));
    const started = Date.now();
    await runShutdownHooks(50);
    expect(events).toEqual(['pool closed']);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('keeps one hook per name, so a module loaded twice registers once', async () => {
    let closes = 0;
    onShutdown('pool', () => void (closes += 1));
    onShutdown('pool', () => void (closes += 1));
    await runShutdownHooks(100);
    expect(closes).toBe(1);
  });
});
