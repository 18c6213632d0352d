import { logger } from '../log/logger.ts';

const troubled = new Set<string>();

/**
 * Logs a Redis connection problem once per outage and component (a warning), then only at debug
 * level: the client retries every few seconds while Redis is away and each retry fails again.
 */
export function reportRedisTrouble(component: string, error: Error): void {
  if (troubled.has(component)) {
    logger.debug({ component, reason: error.message }, 'redis still unavailable');
    return;
  }
  troubled.add(component);
  logger.warn({ component, reason: error.message }, 'redis unavailable; falling back to this process');
}

/** The connection is back: the next outage is worth a warning again. */
export function reportRedisRecovered(component: string): void {
  if (!troubled.delete(component)) return;
  logger.info({ component }, 'redis available again');
}
