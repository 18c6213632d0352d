import { describe, expect, it } from 'vitest';
import { countersBetween, parseServerCounters, sumCounters } from './serverCounters.ts';

const scrape = (hit: number, miss: number, cpu: number, gcMinor: number, gcMajor: number) =>
  [
    '# HELP plaza_page_cache_lookups_total Page cache look-ups by result: hit, miss or bypass.',
    '# TYPE plaza_page_cache_lookups_total counter',
    `plaza_page_cache_lookups_total{result="hit"} ${hit}`,
    `plaza_page_cache_lookups_total{result="miss"} ${miss}`,
    'plaza_page_cache_lookups_total{result="bypass"} 3',
    `process_cpu_seconds_total ${cpu}`,
    `nodejs_gc_duration_seconds_sum{kind="minor"} ${gcMinor}`,
    `nodejs_gc_duration_seconds_sum{kind="major"} ${gcMajor}`,
    'nodejs_gc_duration_seconds_count{kind="major"} 9',
    'plaza_http_requests_total{route="/",method="GET",status="200"} 40',
  ].join('\n');

describe('server counters of a bench row', () => {
  it('reads the page cache, CPU and garbage collection from Prometheus text', () => {
    expect(parseServerCounters(scrape(100, 2, 1.5, 0.25, 0.5))).toEqual({
      pageCache: { hit: 100, miss: 2, bypass: 3 },
      cpuSeconds: 1.5,
      gcSeconds: 0.75,
    });
  });

  it('has none for an answer without the page cache counter', () => {
    expect(parseServerCounters('<!doctype html><p>Not found</p>')).toBeUndefined();
    expect(parseServerCounters('process_cpu_seconds_total 4')).toBeUndefined();
  });

  it('takes the difference over a row and adds up its rounds', () => {
    const first = countersBetween(
      parseServerCounters(scrape(100, 2, 1.5, 0.25, 0.5))!,
      parseServerCounters(scrape(900, 7, 4, 0.5, 1))!,
    );
    expect(first).toEqual({ pageCache: { hit: 800, miss: 5, bypass: 0 }, cpuSeconds: 2.5, gcSeconds: 0.75 });
    expect(sumCounters([first, first])).toEqual({
      pageCache: { hit: 1600, miss: 10, bypass: 0 },
      cpuSeconds: 5,
      gcSeconds: 1.5,
    });
    expect(sumCounters([first, undefined])).toBeUndefined();
    expect(sumCounters([])).toBeUndefined();
  });
});
