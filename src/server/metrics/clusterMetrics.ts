import cluster from 'node:cluster';
import { randomUUID } from 'node:crypto';
import { AggregatorRegistry } from 'prom-client';
import {
  GATHER_METRICS,
  METRICS_GATHERED,
  METRICS_REPORTED,
  REPORT_METRICS,
  isMetricsMessage,
  type WorkerMetricsReport,
} from './clusterMetricsMessages.ts';
import { metricsRegistry } from './metricsRegistry.ts';

/** Longer than the primary's wait for the slowest worker. */
const GATHER_TIMEOUT_MS = 5_000;

/** The part of a metric in `getMetricsAsJSON()` this file changes; the rest passes through. */
type MetricJson = { values: Array<{ labels: Record<string, string | number> }> };

/**
 * One registry's text of every worker's figures, each series labelled with its `worker`. Nothing is
 * summed across workers: with the worker label every series is one worker's, and the monitoring
 * system adds them up where a total is wanted.
 */
export async function workerLabelledText(reports: readonly WorkerMetricsReport[]): Promise<string> {
  const labelled = reports.map(({ worker, metrics }) =>
    (metrics as MetricJson[]).map((metric) => ({
      ...metric,
      aggregator: 'first' as const,
      values: metric.values.map((value) => ({
        ...value,
        labels: { ...value.labels, worker: String(worker) },
      })),
    })),
  );
  return AggregatorRegistry.aggregate(labelled).metrics();
}

/** A worker's answer to the primary's requests for its figures (clusterMetricsRelay.ts). */
export function reportMetricsToPrimary(): void {
  process.on('message', (message: unknown) => {
    if (!isMetricsMessage(message) || message.type !== REPORT_METRICS) return;
    const reply = (metrics: unknown[]) => process.send?.({ type: METRICS_REPORTED, id: message.id, metrics });
    metricsRegistry.getMetricsAsJSON().then(reply, () => reply([]));
  });
}

/** Every worker's figures, gathered through the primary, as Prometheus text. */
function gatherClusterMetrics(): Promise<string> {
  const id = randomUUID();
  return new Promise<WorkerMetricsReport[]>((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', listen);
      reject(new Error('the primary did not gather the workers’ metrics in time'));
    }, GATHER_TIMEOUT_MS);
    function listen(message: unknown) {
      if (!isMetricsMessage(message) || message.type !== METRICS_GATHERED || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', listen);
      resolve(message.reports ?? []);
    }
    process.on('message', listen);
    process.send?.({ type: GATHER_METRICS, id });
  }).then(workerLabelledText);
}

/** This process's figures, or with a cluster every worker's. */
export function scrapeMetrics(): Promise<string> {
  return cluster.isWorker ? gatherClusterMetrics() : metricsRegistry.metrics();
}
