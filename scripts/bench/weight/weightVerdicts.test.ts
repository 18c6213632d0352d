import { describe, expect, it } from 'vitest';
import { totalsOf, type AssetWeight } from './pageWeight.ts';
import { JS_BUDGET_GZIP_BYTES, jsWithinBudget, missedLighthouseTargets } from './weightVerdicts.ts';

const asset = (kind: AssetWeight['kind'], rawBytes: number, gzipBytes: number): AssetWeight => ({
  url: `http://x/${kind}-${rawBytes}`,
  kind,
  rawBytes,
  gzipBytes,
});

describe('page weight accounting', () => {
  it('sums raw and gzipped bytes per kind and counts files', () => {
    const totals = totalsOf([
      asset('html', 1000, 300),
      asset('js', 5000, 2000),
      asset('js', 100, 90),
      asset('css', 800, 200),
      asset('other', 9999, 9999),
    ]);
    expect(totals).toEqual({
      htmlBytes: 1000,
      htmlGzipBytes: 300,
      jsBytes: 5100,
      jsGzipBytes: 2090,
      cssBytes: 800,
      cssGzipBytes: 200,
      jsFiles: 2,
      cssFiles: 1,
    });
  });

  it('judges the JavaScript budget on gzipped bytes, inclusive, per audience', () => {
    expect(JS_BUDGET_GZIP_BYTES).toEqual({ visitor: 30 * 1024, member: 110 * 1024 });
    for (const audience of ['visitor', 'member'] as const) {
      const budget = JS_BUDGET_GZIP_BYTES[audience];
      expect(jsWithinBudget(totalsOf([asset('js', 400_000, budget)]), audience)).toBe(true);
      expect(jsWithinBudget(totalsOf([asset('js', 1, budget + 1)]), audience)).toBe(false);
    }
  });

  it('names each Lighthouse category below its target', () => {
    const run = {
      url: 'http://x/',
      formFactor: 'mobile' as const,
      failing: [],
      scores: { performance: 94, accessibility: 100, 'best-practices': 96, seo: 100 },
    };
    expect(missedLighthouseTargets(run)).toEqual(['performance', 'best-practices']);
    expect(
      missedLighthouseTargets({ ...run, scores: { ...run.scores, performance: 95, 'best-practices': 100 } }),
    ).toEqual([]);
  });
});
