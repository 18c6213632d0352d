import { gte } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { metricSamples } from '../db/schema/index.ts';
import { addBuckets, latencyQuantile } from './latencyBuckets.ts';
import type { LatencyBuckets } from './trafficTotals.ts';

const HOUR_MS = 60 * 60 * 1000;
const HISTORY_HOURS = 24;
/** Each point of a plot sums this many minutes of every process. */
const POINT_MINUTES = 15;
const POINT_MS = POINT_MINUTES * 60 * 1000;

interface TrafficPoint {
  /** The start of the point's period. */
  at: Date;
  requests: number;
  errors: number;
  /** The 95th percentile of the period's latency in milliseconds; null without requests. */
  p95Ms: number | null;
}

export interface TrafficHistory {
  points: TrafficPoint[];
  requests: number;
  errors: number;
  p50Ms: number | null;
  p95Ms: number | null;
  cacheHits: number;
  cacheMisses: number;
  /** How many processes sampled in the period. */
  processes: number;
}

const toMs = (seconds: number | null) => (seconds === null ? null : Math.round(seconds * 10000) / 10);

function parseBuckets(text: string): LatencyBuckets {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as LatencyBuckets) : {};
  } catch {
    return {};
  }
}

/**
 * The last 24 hours up to `now`, summed over every process that wrote samples: requests, 5xx and
 * latency per 15 minutes for the plots, and the day's totals, latency quantiles and cache hits.
 */
export async function readTrafficHistory(now: Date, db: Database = getDb()): Promise<TrafficHistory> {
  const end = Math.floor(now.getTime() / POINT_MS) * POINT_MS + POINT_MS;
  const start = end - HISTORY_HOURS * HOUR_MS;
  const rows = await db
    .select()
    .from(metricSamples)
    .where(gte(metricSamples.minute, new Date(start)));
  const count = (end - start) / POINT_MS;
  const bins = Array.from({ length: count }, (_, index) => ({
    at: new Date(start + index * POINT_MS),
    requests: 0,
    errors: 0,
    buckets: {} as LatencyBuckets,
  }));
  const day: LatencyBuckets = {};
  const processes = new Set<string>();
  let cacheHits = 0;
  let cacheMisses = 0;
  for (const row of rows) {
    const bin = bins[Math.floor((row.minute.getTime() - start) / POINT_MS)];
    if (!bin) continue;
    const buckets = parseBuckets(row.latencyBuckets);
    bin.requests += row.requests;
    bin.errors += row.errors;
    addBuckets(bin.buckets, buckets);
    addBuckets(day, buckets);
    cacheHits += row.cacheHits;
    cacheMisses += row.cacheMisses;
    processes.add(row.process);
  }
  return {
    points: bins.map((bin) => ({
      at: bin.at,
      requests: bin.requests,
      errors: bin.errors,
      p95Ms: toMs(latencyQuantile(bin.buckets, 0.95)),
    })),
    requests: bins.reduce((sum, bin) => sum + bin.requests, 0),
    errors: bins.reduce((sum, bin) => sum + bin.errors, 0),
    p50Ms: toMs(latencyQuantile(day, 0.5)),
    p95Ms: toMs(latencyQuantile(day, 0.95)),
    cacheHits,
    cacheMisses,
    processes: processes.size,
  };
}
