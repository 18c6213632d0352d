import { describe, expect, it } from 'vitest';
import type { LoadMeasurement } from './loadVerdicts.ts';
import { compareScale, scaleMarkdown } from './scaleComparison.ts';

function measured(
  targetId: string,
  kind: LoadMeasurement['kind'],
  rps: number,
  p50: number,
  audience: LoadMeasurement['audience'] = 'anonymous',
): LoadMeasurement {
  return {
    targetId,
    kind,
    page: true,
    audience,
    build: 'current',
    rps,
    p50,
    p99: p50 * 2,
    errors: 0,
    non2xx: 0,
    requests: rps * 8,
  };
}

describe('compareScale', () => {
  it('passes a target whose p50 and throughput change at most 1.5x', () => {
    const [row] = compareScale([measured('home', 'list', 300, 20)], [measured('home', 'list', 200, 30)]);
    expect(row).toMatchObject({ targetId: 'home', passed: true });
    expect(row!.p50Growth).toBeCloseTo(1.5);
    expect(row!.rpsDrop).toBeCloseTo(1.5);
  });

  it('fails when either latency or throughput grows worse than 1.5x', () => {
    const slower = compareScale([measured('a', 'detail', 300, 20)], [measured('a', 'detail', 290, 31)]);
    const fewer = compareScale([measured('a', 'search', 300, 20)], [measured('a', 'search', 199, 20)]);
    expect(slower[0]!.passed).toBe(false);
    expect(fewer[0]!.passed).toBe(false);
  });

  it('judges only list, detail and search targets and prefers the uncached figures', () => {
    const small = [
      measured('home', 'list', 1000, 5, 'anonymous'),
      measured('home', 'list', 300, 20, 'anonymous-uncached'),
      measured('write', 'write', 100, 50, 'anonymous-uncached'),
    ];
    const big = [
      measured('home', 'list', 1000, 5, 'anonymous'),
      measured('home', 'list', 100, 60, 'anonymous-uncached'),
      measured('write', 'write', 10, 500, 'anonymous-uncached'),
    ];
    const rows = compareScale(small, big);
    expect(rows.map((row) => [row.targetId, row.audience, row.passed])).toEqual([
      ['home', 'anonymous-uncached', false],
    ]);
    expect(scaleMarkdown(rows, 'small', 'large')).toContain('| home | 3.00 | 3.00 | FAIL |');
  });
});
