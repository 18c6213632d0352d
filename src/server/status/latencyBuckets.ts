import type { LatencyBuckets } from './trafficTotals.ts';

const boundOf = (key: string) => (key === '+Inf' ? Number.POSITIVE_INFINITY : Number(key));
const byBound = (a: string, b: string) => boundOf(a) - boundOf(b);

/** Per-bucket counts (each bucket alone) from Prometheus's cumulative ones. */
export function perBucket(cumulative: LatencyBuckets): LatencyBuckets {
  const result: LatencyBuckets = {};
  let below = 0;
  for (const key of Object.keys(cumulative).sort(byBound)) {
    const atOrUnder = cumulative[key] ?? 0;
    result[key] = atOrUnder - below;
    below = atOrUnder;
  }
  return result;
}

/** `after - before`, key by key; empty buckets stay, since their bounds place a quantile inside the next. */
export function bucketDelta(after: LatencyBuckets, before: LatencyBuckets): LatencyBuckets {
  const result: LatencyBuckets = {};
  for (const [key, value] of Object.entries(after)) result[key] = value - (before[key] ?? 0);
  return result;
}

/** Adds `more` into `into` (per-bucket counts of several processes or minutes). */
export function addBuckets(into: LatencyBuckets, more: LatencyBuckets): LatencyBuckets {
  for (const [key, value] of Object.entries(more)) into[key] = (into[key] ?? 0) + value;
  return into;
}

/**
 * The `q` quantile (0–1) in seconds from per-bucket counts, interpolated inside its bucket as
 * Prometheus's histogram_quantile does; in the open-ended bucket, the largest finite bound. Null
 * without any request.
 */
export function latencyQuantile(buckets: LatencyBuckets, q: number): number | null {
  const keys = Object.keys(buckets).sort(byBound);
  const total = keys.reduce((sum, key) => sum + (buckets[key] ?? 0), 0);
  if (total <= 0) return null;
  const rank = q * total;
  let below = 0;
  let lower = 0;
  for (const key of keys) {
    const count = buckets[key] ?? 0;
    const upper = boundOf(key);
    if (count > 0 && below + count >= rank) {
      if (!Number.isFinite(upper)) return lower;
      return lower + (upper - lower) * ((rank - below) / count);
    }
    below += count;
    if (Number.isFinite(upper)) lower = upper;
  }
  return lower;
}
