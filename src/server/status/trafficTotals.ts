import { httpRequestDuration, httpRequests, pageCacheLookups } from '../metrics/metricsRegistry.ts';

/** Latency bucket counts keyed by the bucket's upper bound in seconds ('+Inf' for the rest). */
export type LatencyBuckets = Record<string, number>;

/** This process's traffic since it started, as /metrics reports it (every counter only grows). */
export interface TrafficTotals {
  requests: number;
  errors: number;
  /** Cumulative, as Prometheus keeps them: requests at or under each bound. */
  latencyCumulative: LatencyBuckets;
  latencySumSeconds: number;
  cacheHits: number;
  cacheMisses: number;
}

/** Reads the registry's request, latency and page-cache metrics once, summed over their labels. */
export async function readTrafficTotals(): Promise<TrafficTotals> {
  const [requests, duration, cache] = await Promise.all([
    httpRequests.get(),
    httpRequestDuration.get(),
    pageCacheLookups.get(),
  ]);
  const totals: TrafficTotals = {
    requests: 0,
    errors: 0,
    latencyCumulative: {},
    latencySumSeconds: 0,
    cacheHits: 0,
    cacheMisses: 0,
  };
  for (const { value, labels } of requests.values) {
    totals.requests += value;
    if (String(labels.status ?? '').startsWith('5')) totals.errors += value;
  }
  for (const { value, labels, metricName } of duration.values) {
    if (metricName?.endsWith('_bucket')) {
      // prom-client adds `le` to a bucket's labels beyond the histogram's own label names.
      const bound = String((labels as Record<string, unknown>)['le']);
      totals.latencyCumulative[bound] = (totals.latencyCumulative[bound] ?? 0) + value;
    } else if (metricName?.endsWith('_sum')) {
      totals.latencySumSeconds += value;
    }
  }
  for (const { value, labels } of cache.values) {
    if (labels.result === 'hit') totals.cacheHits += value;
    if (labels.result === 'miss') totals.cacheMisses += value;
  }
  return totals;
}
