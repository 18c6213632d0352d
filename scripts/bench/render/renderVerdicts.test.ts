import { describe, expect, it } from 'vitest';
import { median, pageRatio, renderMarkdown, type PageTurns } from './renderVerdicts.ts';

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

describe('pageRatio', () => {
  it('divides the baseline median by the current median', () => {
    const compared = pageRatio(page([12, 10, 30], [5, 6, 4]));
    expect(compared.baselineMs).toBe(12);
    expect(compared.currentMs).toBe(5);
    expect(compared.ratio).toBeCloseTo(2.4);
  });

  it('is below 1 when the current render costs more, whatever one turn says', () => {
    expect(pageRatio(page([10, 10, 10], [12, 2, 13])).ratio).toBeCloseTo(10 / 12);
  });
});

describe('renderMarkdown', () => {
  it('names both commits and gives each page its medians, spread, ratio and bytes', () => {
    const markdown = renderMarkdown({
      baselineCommit: 'b323bc8',
      currentCommit: 'abc1234',
      pages: [page([12, 10, 30], [5, 6, 4]), { ...page([9, 9, 9], [8, 8, 8]), id: 'article' }],
      settings: '3 rounds',
      machine: 'Machine: 2 cores.',
    });
    expect(markdown).toContain('`abc1234` against `b323bc8`');
    expect(markdown).toContain('| home | 12.00 (10.00–30.00) | 5.00 (4.00–6.00) | 2.40 | 100297 → 138984 |');
    expect(markdown).toContain('| article | 9.00 (9.00–9.00) | 8.00 (8.00–8.00) | 1.13 | 100297 → 138984 |');
  });
});
