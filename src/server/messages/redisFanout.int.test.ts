import { afterAll, describe, expect, it } from 'vitest';
import { createRedisFanout } from './redisFanout.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Two fan-outs stand for two app processes sharing one Redis.
const first = createRedisFanout(REDIS_URL);
const second = createRedisFanout(REDIS_URL);
const unreachable = createRedisFanout('redis://127.0.0.1:1');

afterAll(async () => {
  await Promise.all([first.close(), second.close(), unreachable.close()]);
});

function nextAnnouncement(fanout: typeof first, userId: number): Promise<void> {
  return new Promise((resolve) => {
    const stop = fanout.listen(userId, () => {
      stop();
      resolve();
    });
  });
}

async function whenSubscribed(): Promise<void> {
  // Both subscribers are ready once an announcement from one reaches the other.
  for (let attempt = 0; attempt < 50; attempt++) {
    const heard = nextAnnouncement(second, 1);
    first.announce(1);
    const result = await Promise.race([
      heard.then(() => true),
      new Promise((r) => setTimeout(() => r(false), 100)),
    ]);
    if (result) return;
  }
  throw new Error('Redis subscribers never became ready');
}

describe('Redis fan-out', () => {
  it('delivers an announcement made in one process to listeners in another', async () => {
    await whenSubscribed();
    const heard = nextAnnouncement(second, 42);
    first.announce(42);
    await expect(heard).resolves.toBeUndefined();
  });

  it('only wakes listeners of the user announced', async () => {
    await whenSubscribed();
    let wrongUser = 0;
    const stop = second.listen(7, () => wrongUser++);
    const heard = nextAnnouncement(second, 8);
    first.announce(8);
    await heard;
    stop();
    expect(wrongUser).toBe(0);
  });

  it('still reaches its own listeners while Redis is unreachable', async () => {
    const heard = nextAnnouncement(unreachable, 5);
    unreachable.announce(5);
    await expect(heard).resolves.toBeUndefined();
  });
});
