import { afterAll, describe, expect, it } from 'vitest';
import { createRedisConfigInvalidation } from './configInvalidation.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Two instances stand for two app processes sharing one Redis.
let heardByFirst = 0;
let heardBySecond = 0;
const first = createRedisConfigInvalidation(REDIS_URL, () => heardByFirst++);
const second = createRedisConfigInvalidation(REDIS_URL, () => heardBySecond++);
const unreachable = createRedisConfigInvalidation('redis://127.0.0.1:1', () => undefined);

afterAll(async () => {
  await Promise.all([first.close(), second.close(), unreachable.close()]);
});

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('config invalidation over Redis', () => {
  it('reaches every subscribed process, the announcing one included', async () => {
    await until(() => first.listening() && second.listening());
    const before = { first: heardByFirst, second: heardBySecond };
    await first.announce();
    await until(() => heardBySecond > before.second && heardByFirst > before.first);
    expect(heardBySecond).toBe(before.second + 1);
    expect(heardByFirst).toBe(before.first + 1);
  });

  it('does not fail a save while Redis is unreachable', async () => {
    expect(unreachable.listening()).toBe(false);
    await expect(unreachable.announce()).resolves.toBeUndefined();
  });
});
