import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { workerLabelledText } from './clusterMetrics.ts';

/** A worker's registry with one metric of each kind, as getMetricsAsJSON() sends it to the primary. */
async function workerReport(worker: number, requests: number, streams: number) {
  const registry = new Registry();
  const counter = new Counter({
    name: 't_requests_total',
    help: 'requests',
    labelNames: ['route'],
    registers: [registry],
  });
  const gauge = new Gauge({ name: 't_streams', help: 'streams', registers: [registry] });
  const histogram = new Histogram({
    name: 't_seconds',
    help: 'time',
    buckets: [0.1, 1],
    registers: [registry],
  });
  counter.inc({ route: '/moment/[id]' }, requests);
  gauge.set(streams);
  histogram.observe(0.05);
  return { worker, metrics: await registry.getMetricsAsJSON() };
}

describe('a cluster scrape', () => {
  it("keeps each worker's figures apart, labelled with its worker, under one TYPE line per metric", async () => {
    const text = await workerLabelledText([await workerReport(1, 3, 2), await workerReport(2, 5, 0)]);
    expect(text.match(/^# TYPE t_requests_total counter$/gm)).toHaveLength(1);
    expect(text).toContain('t_requests_total{route="/moment/[id]",worker="1"} 3');
    expect(text).toContain('t_requests_total{route="/moment/[id]",worker="2"} 5');
    expect(text).toContain('t_streams{worker="1"} 2');
    expect(text).toContain('t_streams{worker="2"} 0');
    expect(text).toContain('t_seconds_bucket{le="0.1",worker="2"} 1');
    expect(text).toContain('t_seconds_count{worker="1"} 1');
  });

  it('answers with no series when no worker reported in time', async () => {
    expect((await workerLabelledText([])).trim()).toBe('');
  });
});
