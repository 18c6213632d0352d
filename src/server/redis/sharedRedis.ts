import { Redis } from 'ioredis';
import { getEnv } from '../config/env.ts';
import { reportRedisRecovered, reportRedisTrouble } from './redisTrouble.ts';

/**
 * Commands fail at once while Redis is away (no offline queue, one retry) so that callers fall
 * back to this process's own state instead of waiting; the client keeps reconnecting meanwhile.
 */
const COMMAND_OPTIONS = {
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  connectTimeout: 2000,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
} as const;

let shared: Redis | null | undefined;

/** Opens a client that reports outages without flooding the log. */
export function openRedis(url: string, component: string): Redis {
  const client = new Redis(url, COMMAND_OPTIONS);
  client.on('error', (error: Error) => reportRedisTrouble(component, error));
  client.on('ready', () => reportRedisRecovered(component));
  return client;
}

/** The process's command connection to Redis, or null when REDIS_URL is not set. */
export function sharedRedis(): Redis | null {
  if (shared === undefined) {
    const url = getEnv().REDIS_URL;
    shared = url ? openRedis(url, 'commands') : null;
  }
  return shared;
}

/** The shared connection when it can take a command right now; null means "use this process's state". */
export function readyRedis(): Redis | null {
  const client = sharedRedis();
  return client?.status === 'ready' ? client : null;
}

/** Closes the shared connection (shutdown and tests); the next use opens it again. */
export async function closeSharedRedis(): Promise<void> {
  const client = shared;
  shared = undefined;
  if (client) client.disconnect();
}
