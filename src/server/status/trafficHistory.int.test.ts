import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { metricSamples } from '../db/schema/index.ts';
import { httpRequestDuration, httpRequests, pageCacheLookups } from '../metrics/metricsRegistry.ts';
import { deleteExpiredRows } from '../housekeeping/expiredRows.ts';
import { metricSampler } from './metricSampler.ts';
import { readTrafficTotals, type TrafficTotals } from './trafficTotals.ts';
import { readTrafficHistory } from './trafficHistory.ts';

const t = useTestDatabase();

const NOW = new Date('2026-12-07T12:07:30.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

/** What another process of the cluster reports: its totals grow as the test says. */
function otherProcess() {
  let totals: TrafficTotals = {
    requests: 0,
    errors: 0,
    latencyCumulative: {},
    latencySumSeconds: 0,
    cacheHits: 0,
    cacheMisses: 0,
  };
  return {
    grow(next: TrafficTotals) {
      totals = next;
    },
    read: async () => totals,
  };
}

describe('traffic samples', () => {
  it('samples this process’s registry each minute and sums every process per period', async () => {
    const here = metricSampler({ process: 'web-1:1:a', read: readTrafficTotals });
    const other = otherProcess();
    const there = metricSampler({ process: 'web-2:2:b', read: other.read });

    // Minute one on this process: three page views (one a 500), one cache hit and one miss.
    httpRequests.inc({ route: '/', method: 'GET', status: '200' }, 2);
    httpRequests.inc({ route: '/moment/[id]', method: 'GET', status: '500' });
    httpRequestDuration.observe({ route: '/', method: 'GET' }, 0.004);
    httpRequestDuration.observe({ route: '/', method: 'GET' }, 0.02);
    httpRequestDuration.observe({ route: '/moment/[id]', method: 'GET' }, 0.3);
    pageCacheLookups.inc({ result: 'hit' });
    pageCacheLookups.inc({ result: 'miss' });
    pageCacheLookups.inc({ result: 'bypass' });
    expect(await here(t.db, minutesAgo(2))).toBe(true);

    // Minute two: only what happened since the first sample is written.
    httpRequests.inc({ route: '/', method: 'GET', status: '200' });
    httpRequestDuration.observe({ route: '/', method: 'GET' }, 0.004);
    pageCacheLookups.inc({ result: 'hit' });
    expect(await here(t.db, minutesAgo(1))).toBe(true);
    // A quiet minute writes nothing.
    expect(await here(t.db, NOW)).toBe(false);

    // The other process answered two slow requests, one of them a 503, in the same period.
    other.grow({
      requests: 2,
      errors: 1,
      latencyCumulative: { '0.005': 0, '1': 0, '2.5': 2, '+Inf': 2 },
      latencySumSeconds: 3,
      cacheHits: 0,
      cacheMisses: 2,
    });
    expect(await there(t.db, minutesAgo(1))).toBe(true);

    const rows = await t.db.select().from(metricSamples);
    expect(rows.map((row) => [row.process, row.requests, row.errors])).toEqual([
      ['web-1:1:a', 3, 1],
      ['web-1:1:a', 1, 0],
      ['web-2:2:b', 2, 1],
    ]);
    const firstBuckets = JSON.parse(rows[0]!.latencyBuckets) as Record<string, number>;
    expect(Object.entries(firstBuckets).filter(([, count]) => count > 0)).toEqual([
      ['0.005', 1],
      ['0.025', 1],
      ['0.5', 1],
    ]);
    expect(Object.keys(firstBuckets)).toHaveLength(12);
    expect(rows[0]!.latencySumMs).toBe(324);

    const history = await readTrafficHistory(NOW, t.db);
    expect(history.requests).toBe(6);
    expect(history.errors).toBe(2);
    expect(history.cacheHits).toBe(2);
    expect(history.cacheMisses).toBe(3);
    expect(history.processes).toBe(2);
    expect(history.points).toHaveLength(96);
    // All of it fell in the last 15-minute period (12:00–12:15), summed over both processes.
    const last = history.points.at(-1)!;
    expect(last.at.toISOString()).toBe('2026-12-07T12:00:00.000Z');
    expect([last.requests, last.errors]).toEqual([6, 2]);
    expect(history.points.slice(0, -1).every((point) => point.requests === 0 && point.p95Ms === null)).toBe(
      true,
    );
    // Of six requests the two slowest (1–2.5 s) hold the 95th percentile's rank 5.7: 1 s + 0.85 × 1.5 s.
    expect(last.p95Ms).toBe(2275);
    expect(history.p50Ms).toBeLessThanOrEqual(25);
  });

  it('leaves samples older than a day out of the plots and deletes them after two', async () => {
    await t.db.insert(metricSamples).values([
      { process: 'old', minute: new Date(NOW.getTime() - 25 * 3_600_000), requests: 7 },
      { process: 'older', minute: new Date(NOW.getTime() - 49 * 3_600_000), requests: 9 },
    ]);
    const history = await readTrafficHistory(NOW, t.db);
    expect(history.requests).toBe(6);
    expect((await deleteExpiredRows(t.db, NOW)).metric_samples).toBe(1);
    const left = await t.db.select({ process: metricSamples.process }).from(metricSamples);
    expect(left.map((row) => row.process)).not.toContain('older');
    expect(left.map((row) => row.process)).toContain('old');
  });
});
