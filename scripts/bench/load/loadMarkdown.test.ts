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

function judged(
  build: 'current' | 'baseline',
  server?: JudgedMeasurement['server'],
  beside?: JudgedMeasurement['beside'],
): JudgedMeasurement {
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
    beside,
  };
}

describe('the load record', () => {
  it('lists what each server counted during a row, with its CPU per request, and what other processes took', () => {
    const markdown = loadMarkdown(context, [
      judged(
        'current',
        { pageCache: { hit: 17_000, miss: 900, bypass: 0 }, cpuSeconds: 9, gcSeconds: 1.25 },
        { otherServerSeconds: 4.5, databaseSeconds: 0.75, benchSeconds: 8 },
      ),
      judged('baseline', undefined, { otherServerSeconds: 0.5, databaseSeconds: 0.25, benchSeconds: 7 }),
    ]);
    expect(markdown).toContain(
      "### What the servers counted during each row, and what the machine's other processes took",
    );
    expect(markdown).toContain(
      '| home | anonymous | current | 17000 | 900 | 0 | 9.00 | 1.25 | 0.500 | 4.50 | 0.75 | 8.00 |',
    );
    expect(markdown).toContain(
      '| home | anonymous | baseline | – | – | – | – | – | – | 0.50 | 0.25 | 7.00 |',
    );
  });

  it('has no such section when no server had counters', () => {
    expect(loadMarkdown(context, [judged('current')])).not.toContain('What the servers counted');
  });

  it("names each server's peak memory beside the run's", () => {
    const markdown = loadMarkdown(
      { ...context, peakRssMb: 310.25, peakRssByServer: { compared: 262.5, otherCache: 310.25 } },
      [judged('current')],
    );
    expect(markdown).toContain(
      '310.3 MB → FAIL (< 300 MB) (the server of the compared rows 262.5 MB, the server of the other-cache rows 310.3 MB).',
    );
  });
});
