import { describe, expect, it } from 'vitest';
import { loadMarkdown, type LoadReportContext } from './loadMarkdown.ts';
import type { JudgedMeasurement } from './loadVerdicts.ts';

const context: LoadReportContext = {
  preset: 'medium',
  counts: { users: 10 },
  durationS: 8,
  rounds: 3,
  roundS: 3,
  warmupS: 2,
  connections: 50,
  cacheNote: 'on',
  peakRssMb: 250,
  loadAverages: [1, 1],
  cpus: 2,
};

function judged(build: 'current' | 'baseline', server?: JudgedMeasurement['server']): JudgedMeasurement {
  return {
    targetId: 'home',
    kind: 'list',
    page: true,
    audience: 'anonymous',
    build,
    rps: 2000,
    p50: 20,
    p99: 40,
    errors: 0,
    non2xx: 0,
    requests: 18_000,
    ratio: 0.4,
    failures: [],
    counted: true,
    server,
  };
}

describe('the load record', () => {
  it('lists what each server counted during a row, with its CPU per request', () => {
    const markdown = loadMarkdown(context, [
      judged('current', { pageCache: { hit: 17_000, miss: 900, bypass: 0 }, cpuSeconds: 9, gcSeconds: 1.25 }),
      judged('baseline'),
    ]);
    expect(markdown).toContain('### What the servers counted during each row');
    expect(markdown).toContain('| home | anonymous | current | 17000 | 900 | 0 | 9.00 | 1.25 | 0.500 |');
    expect(markdown).not.toContain('| home | anonymous | baseline | 17000');
  });

  it('has no such section when no server had counters', () => {
    expect(loadMarkdown(context, [judged('current')])).not.toContain('What the servers counted');
  });
});
