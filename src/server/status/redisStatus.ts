import { getEnv } from '../config/env.ts';
import { readyRedis } from '../redis/sharedRedis.ts';

export type RedisHealth =
  | { configured: false }
  | { configured: true; up: true; version: string; roundTripMs: number }
  | { configured: true; up: false };

/** Redis (optional, REDIS_URL): whether it answers, its version and one round trip's time. */
export async function redisHealth(): Promise<RedisHealth> {
  if (!getEnv().REDIS_URL) return { configured: false };
  const client = readyRedis();
  if (!client) return { configured: true, up: false };
  const started = performance.now();
  try {
    const info = await client.info('server');
    const version = /^redis_version:(.+)$/m.exec(info)?.[1]?.trim() ?? '';
    return { configured: true, up: true, version, roundTripMs: Math.round(performance.now() - started) };
  } catch {
    return { configured: true, up: false };
  }
}
