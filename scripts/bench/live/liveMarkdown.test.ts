import { describe, expect, it } from 'vitest';
import { digestMarkdown, type DigestReport } from './liveMarkdown.ts';
import { judgeDigestRow } from './liveVerdicts.ts';

const figures = { p50: 20, errors: 0, non2xx: 0, otherStatuses: {}, requests: 4000 };

const report = (rows: DigestReport['rows']): DigestReport => ({
  preset: 'medium',
  counts: { users: 20_001 },
  outcome: { eligible: 20_000, finished: true, digestsRecorded: 19_950, mailsSent: 19_950, gaveUp: 0 },
  outcomeFailures: [],
  durationS: 500,
  lastMailS: 498,
  connections: 50,
  sliceS: 5,
  prepared: [],
  peakRssMb: 270,
  rows,
  loadAverages: [0.5, 2],
  cpus: 2,
  logFile: 'bench/results/logs/x.log',
});

describe('digestMarkdown', () => {
  it('sets each row beside the same views measured before the run', () => {
    const during = judgeDigestRow({
      targetId: 'home',
      audience: 'member',
      rps: 700,
      p99: 130,
      quiet: { rps: 800, p99: 110 },
      ...figures,
    });
    const unmeasured = judgeDigestRow({
      targetId: 'article',
      audience: 'anonymous',
      rps: 5000,
      p99: 30,
      ...figures,
    });
    const table = digestMarkdown(report([during, unmeasured]))
      .split('\n')
      .filter((line) => line.startsWith('| home') || line.startsWith('| article'));
    expect(table).toEqual([
      '| home | member | 4000 | 700 | 800 | 20.0 | 130.0 | 110.0 | 0 / 0 | FAIL (p99 ≥ 100 ms) |',
      '| article | anonymous | 4000 | 5000 | – | 20.0 | 30.0 | – | 0 / 0 | PASS |',
    ]);
  });
});
