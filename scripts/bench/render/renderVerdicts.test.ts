import { describe, expect, it } from 'vitest';
import { median, pageSpeedup, renderMarkdown, type PageTurns } from './renderVerdicts.ts';

const page = (baseline: number[], current: number[]): PageTurns => ({
  id: 'home',
  baseline,
  current,
  baselineBytes: 100_297,
  currentBytes: 138_984,
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow();
  });
});

describe('pageSpeedup', () => {
  it('divides the baseline median by the current median and passes at twice', () => {
    const verdict = pageSpeedup(page([12, 10, 30], [5, 6, 4]));
    expect(verdict.baselineMs).toBe(12);
    expect(verdict.currentMs).toBe(5);
    expect(verdict.speedup).toBeCloseTo(2.4);
    expect(verdict.passed).toBe(true);
  });

  it('fails below the target, also when one turn alone would pass', () => {
    const verdict = pageSpeedup(page([10, 10, 10], [9, 2, 8]));
    expect(verdict.speedup).toBeCloseTo(1.25);
    expect(verdict.passed).toBe(false);
  });
});

describe('renderMarkdown', () => {
  it('names both commits and gives each page its medians, spread, bytes and verdict', () => {
    const markdown = renderMarkdown({
      baselineCommit: 'b323bc8',
      currentCommit: 'abc1234',
      pages: [page([12, 10, 30], [5, 6, 4]), { ...page([9, 9, 9], [8, 8, 8]), id: 'article' }],
      settings: '3 rounds',
      machine: 'Machine: 2 cores.',
    });
    expect(markdown).toContain('`abc1234` against `b323bc8`');
    expect(markdown).toContain(
      '| home | 12.00 (10.00–30.00) | 5.00 (4.00–6.00) | 2.40 | 100297 → 138984 | PASS |',
    );
    expect(markdown).toContain(
      '| article | 9.00 (9.00–9.00) | 8.00 (8.00–8.00) | 1.13 | 100297 → 138984 | FAIL (< 2x) |',
    );
  });
});
