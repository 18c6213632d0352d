import { describe, expect, it } from 'vitest';
import type { LoadFigures } from '../load/runAutocannon.ts';
import { builtinMarkdown, type DatabaseRow } from './builtinMarkdown.ts';

const figures = (rps: number, failures = 0): LoadFigures => ({
  rps,
  p50: 10,
  p99: 40,
  errors: 0,
  non2xx: failures,
  requests: rps * 8,
});

const run = (rows: DatabaseRow[], builtinPeakMb = 700) => ({
  preset: 'medium',
  rows,
  peakMb: { external: 260, builtin: builtinPeakMb },
  loadAverages: [0.5, 1.8] as [number, number],
  cpus: 2,
  durationS: 8,
  connections: 50,
  logFiles: ['bench/results/logs/x.log'],
});

const pair = (audience: DatabaseRow['audience'], external: number, builtin: number, failures = 0) => [
  { targetId: 'home', audience, database: 'external' as const, figures: figures(external) },
  { targetId: 'home', audience, database: 'builtin' as const, figures: figures(builtin, failures) },
];

describe('builtinMarkdown', () => {
  it('passes member views at 90% of the external server and memory under 1 GB', () => {
    const report = builtinMarkdown(run([...pair('anonymous', 1000, 500), ...pair('member', 1000, 900)]));
    expect(report.passed).toBe(true);
    expect(report.markdown).toContain('| home | member | 1000 | 40.0 | 900 | 40.0 | 0.90 | PASS |');
    expect(report.markdown).toContain('| home | anonymous | 1000 | 40.0 | 500 | 40.0 | 0.50 | info |');
  });

  it('fails member views below 90%, failed requests, and a tree at 1 GB or more', () => {
    expect(builtinMarkdown(run(pair('member', 1000, 899))).passed).toBe(false);
    expect(builtinMarkdown(run(pair('anonymous', 1000, 1000, 1))).passed).toBe(false);
    const heavy = builtinMarkdown(run(pair('member', 1000, 1000), 1024));
    expect(heavy.passed).toBe(false);
    expect(heavy.markdown).toContain('1024.0 MB (launcher, app and mariadbd) → FAIL');
  });
});
