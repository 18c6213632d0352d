import { getDb } from '../db/client.ts';
import { isInstalled } from '../install/installState.ts';
import { isDatabaseUnavailable } from '../db/databaseUnavailable.ts';
import { logger } from '../log/logger.ts';
import { forumBackupPlace } from '../backups/backupPlace.ts';
import { runDueBackup } from '../backups/scheduledBackup.ts';
import { metricSampler, processName } from '../status/metricSampler.ts';
import { readTrafficTotals } from '../status/trafficTotals.ts';

const MINUTE_MS = 60 * 1000;

let timer: NodeJS.Timeout | undefined;
let backupRunning = false;

function logFailure(error: unknown, what: string): void {
  const log = isDatabaseUnavailable(error) ? logger.warn.bind(logger) : logger.error.bind(logger);
  log({ err: error }, `${what} failed; it is tried again in a minute`);
}

/** A backup can outlast a minute: the next look waits for it instead of starting another. */
async function checkBackup(clock: () => Date): Promise<void> {
  if (backupRunning) return;
  backupRunning = true;
  try {
    await runDueBackup(clock, forumBackupPlace());
  } catch (error) {
    logFailure(error, 'the scheduled backup check');
  } finally {
    backupRunning = false;
  }
}

/**
 * Once a minute in every process (issue 42): the traffic sample for the owner's status page (the
 * registry is read here, never on the request path) and the look whether the owner's daily backup
 * is due (one process of a cluster takes it). Never keeps the process alive.
 */
export function startMinuteTasks(clock: () => Date = () => new Date()): void {
  if (timer) return;
  const sample = metricSampler({ process: processName(), read: readTrafficTotals });
  const sampleTraffic = async () => {
    try {
      await sample(getDb(), clock());
    } catch (error) {
      logFailure(error, 'the traffic sample');
    }
  };
  timer = setInterval(() => {
    if (!isInstalled()) return;
    void sampleTraffic();
    void checkBackup(clock);
  }, MINUTE_MS).unref();
}

export function stopMinuteTasks(): void {
  clearInterval(timer);
  timer = undefined;
}
