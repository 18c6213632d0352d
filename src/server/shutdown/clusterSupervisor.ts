// Only node: imports: scripts/serve.ts loads this with type stripping.
import cluster, { type Worker } from 'node:cluster';
import { relayMetricsScrapes } from '../metrics/clusterMetricsRelay.ts';

const RESTART_DELAY_MS = 1000;

/**
 * The primary of a cluster: forks `count` workers that share the port, replaces any that dies,
 * and on SIGTERM/SIGINT passes the signal on, waits for every worker to finish gracefully, runs
 * `afterWorkers` and exits 0. A worker answering `GET /metrics` gathers every worker's figures through it.
 */
export function superviseWorkers(
  count: number,
  log: (message: string) => void,
  /** Runs once every worker has stopped, before the exit (the built-in database stops here). */
  afterWorkers: () => Promise<void> = async () => undefined,
): void {
  let stopping = false;
  const fork = (): Worker => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        log('all workers stopped');
        void afterWorkers().finally(() => process.exit(0));
      }
      return;
    }
    log(`worker ${worker.process.pid} ended (${signal ?? `code ${code}`}); starting a new one`);
    // A worker that dies at once would otherwise be restarted in a tight loop.
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS);
  });
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    log(`stopping ${workers.length} worker(s)`);
    if (workers.length === 0) void afterWorkers().finally(() => process.exit(0));
    for (const worker of workers) worker.process.kill(signal);
  };
  relayMetricsScrapes();
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGTERM'));
  for (let index = 0; index < count; index++) fork();
}
