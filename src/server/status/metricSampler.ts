import { hostname } from 'node:os';
import type { Database } from '../db/client.ts';
import { metricSamples } from '../db/schema/index.ts';
import { bucketDelta, perBucket } from './latencyBuckets.ts';
import type { TrafficTotals } from './trafficTotals.ts';

const MINUTE_MS = 60_000;

const ZERO: TrafficTotals = {
  requests: 0,
  errors: 0,
  latencyCumulative: {},
  latencySumSeconds: 0,
  cacheHits: 0,
  cacheMisses: 0,
};

/** `host:pid:start`: unique per running process, also across restarts that reuse a pid. */
export function processName(startedAt: Date = new Date(Date.now() - process.uptime() * 1000)): string {
  return `${hostname()}:${process.pid}:${startedAt.getTime().toString(36)}`.slice(0, 100);
}

/**
 * Writes what this process answered since its previous sample as one row of metric_samples: the
 * registry is read once per call (a minute apart), so the request path itself is untouched. A
 * minute without a request writes nothing. Counters start at zero with the process, so the first
 * sample covers everything since start.
 */
export function metricSampler(options: { process: string; read: () => Promise<TrafficTotals> }) {
  let previous = ZERO;
  return async function sample(db: Database, now: Date): Promise<boolean> {
    const current = await options.read();
    const requests = current.requests - previous.requests;
    const cacheHits = current.cacheHits - previous.cacheHits;
    const cacheMisses = current.cacheMisses - previous.cacheMisses;
    const row = {
      process: options.process,
      minute: new Date(Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS),
      requests,
      errors: current.errors - previous.errors,
      latencyBuckets: JSON.stringify(
        bucketDelta(perBucket(current.latencyCumulative), perBucket(previous.latencyCumulative)),
      ),
      latencySumMs: Math.max(0, Math.round((current.latencySumSeconds - previous.latencySumSeconds) * 1000)),
      cacheHits,
      cacheMisses,
    };
    if (requests === 0 && cacheHits === 0 && cacheMisses === 0) return false;
    await db.insert(metricSamples).values(row);
    // Only once written: a sample the database refused is carried into the next minute's.
    previous = current;
    return true;
  };
}
