// Only node: imports and relative .ts: scripts/serve.ts's primary loads this with type stripping.
import cluster, { type Worker } from 'node:cluster';
import {
  GATHER_METRICS,
  METRICS_GATHERED,
  METRICS_REPORTED,
  REPORT_METRICS,
  isMetricsMessage,
  type WorkerMetricsReport,
} from './clusterMetricsMessages.ts';

/** A worker that has not answered by then is left out of that scrape rather than failing it. */
const REPORT_TIMEOUT_MS = 2_000;

/**
 * The primary's part of a cluster-wide scrape: when a worker answering `GET /metrics` asks, every
 * connected worker is asked for its own figures and the asker gets them all back, each with its
 * worker's id. The primary serves no requests and keeps no figures of its own.
 */
export function relayMetricsScrapes(): void {
  const waiting = new Map<string, (report: WorkerMetricsReport) => void>();
  const gather = (asker: Worker, id: string) => {
    const workers = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && worker.isConnected(),
    );
    const reports: WorkerMetricsReport[] = [];
    const finish = () => {
      clearTimeout(timer);
      waiting.delete(id);
      if (asker.isConnected()) asker.send({ type: METRICS_GATHERED, id, reports });
    };
    const timer = setTimeout(finish, REPORT_TIMEOUT_MS);
    waiting.set(id, (report) => {
      reports.push(report);
      if (reports.length >= workers.length) finish();
    });
    for (const worker of workers) worker.send({ type: REPORT_METRICS, id });
  };
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!isMetricsMessage(message)) return;
    if (message.type === GATHER_METRICS && !waiting.has(message.id)) gather(worker, message.id);
    if (message.type === METRICS_REPORTED)
      waiting.get(message.id)?.({ worker: worker.id, metrics: message.metrics ?? [] });
  });
}
