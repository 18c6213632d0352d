import { isInstalled } from '../install/installState.ts';
import { isDatabaseUnavailable } from '../db/databaseUnavailable.ts';
import { logger } from '../log/logger.ts';
import { deleteExpiredRows } from './expiredRows.ts';
import { startDigestRun } from '../digest/digestRuns.ts';

export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
/** The first run comes a minute after start-up or up to ten later: processes started together spread out. */
const FIRST_RUN_MIN_MS = 60 * 1000;
const FIRST_RUN_SPREAD_MS = 10 * 60 * 1000;
export const HOUSEKEEPING_FIRST_RUN_MAX_MS = FIRST_RUN_MIN_MS + FIRST_RUN_SPREAD_MS;

let timer: NodeJS.Timeout | undefined;

async function runHousekeeping(): Promise<void> {
  if (!isInstalled()) return;
  try {
    const deleted = await deleteExpiredRows();
    const removed = Object.values(deleted).reduce((sum, count) => sum + count, 0);
    if (removed > 0) logger.info({ deleted }, 'housekeeping removed expired rows');
    if ((await startDigestRun()) === 'started') logger.info('digest run started');
  } catch (error) {
    const log = isDatabaseUnavailable(error) ? logger.warn.bind(logger) : logger.error.bind(logger);
    log({ err: error }, 'housekeeping failed; it runs again in an hour');
  }
}

/**
 * Removes expired sessions, codes, challenges and rate-limit windows once an hour in every process
 * (the deletes are idempotent, so several processes need no coordination), and starts the day's
 * digest run (one process claims it). Never keeps the process alive.
 */
export function startHousekeeping(task: () => Promise<void> = runHousekeeping): void {
  if (timer) return;
  const firstRun = FIRST_RUN_MIN_MS + Math.floor(Math.random() * FIRST_RUN_SPREAD_MS);
  timer = setTimeout(() => {
    timer = setInterval(() => void task(), HOUSEKEEPING_INTERVAL_MS).unref();
    void task();
  }, firstRun).unref();
}

export function stopHousekeeping(): void {
  clearTimeout(timer);
  clearInterval(timer);
  timer = undefined;
}
