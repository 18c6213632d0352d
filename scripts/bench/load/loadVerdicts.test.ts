import { describe, expect, it } from 'vitest';
import {
  compareBuilds,
  comparisonsPassed,
  judgeMeasurement,
  memoryPassed,
  rowsPassed,
  staticRatio,
  type LoadMeasurement,
} from './loadVerdicts.ts';

const anonymousPage: LoadMeasurement = {
  targetId: 'home',
  kind: 'list',
  page: true,
  audience: 'anonymous',
  build: 'current',
  rps: 500,
  p50: 40,
  p99: 90,
  errors: 0,
  non2xx: 0,
  requests: 4000,
};

describe('load verdicts', () => {
  it('divides page throughput by the static ceiling of the same bytes', () => {
    expect(staticRatio(500, 1000)).toBe(0.5);
    expect(staticRatio(500, undefined)).toBeUndefined();
    expect(staticRatio(500, 0)).toBeUndefined();
  });

  it('passes an anonymous page at 40% of the ceiling with p99 under 100 ms and no failures', () => {
    const row = judgeMeasurement(anonymousPage, 1250, true);
    expect(row.ratio).toBeCloseTo(0.4);
    expect(row.failures).toEqual([]);
    expect(rowsPassed([row])).toBe(true);
  });

  it('names every missed target', () => {
    const row = judgeMeasurement({ ...anonymousPage, p99: 100, non2xx: 3, errors: 1 }, 1251, true);
    expect(row.failures).toEqual(['4 failed requests', 'p99 ≥ 100 ms', 'ratio < 0.40']);
    expect(rowsPassed([row])).toBe(false);
  });

  it('fails a run in which no request completed', () => {
    const row = judgeMeasurement({ ...anonymousPage, requests: 0, rps: 0, p99: 0 }, 1000, true);
    expect(row.failures).toContain('no request completed');
  });

  it('skips the p99 budget where it does not apply and the static ratio for members and JSON', () => {
    expect(judgeMeasurement({ ...anonymousPage, p99: 500 }, 1000, false).failures).toEqual([]);
    const member = judgeMeasurement({ ...anonymousPage, audience: 'member', rps: 10, p99: 900 }, 1000, false);
    expect(member.ratio).toBeCloseTo(0.01);
    expect(member.failures).toEqual([]);
    const failingMember = judgeMeasurement({ ...anonymousPage, audience: 'member', non2xx: 2 }, 1000, false);
    expect(failingMember.failures).toEqual(['2 failed requests']);
  });

  it('holds member page views to 1,000 per second with p99 under 100 ms', () => {
    const member = { ...anonymousPage, audience: 'member' as const, rps: 1000, p99: 99 };
    expect(judgeMeasurement(member, 5000, true).failures).toEqual([]);
    expect(judgeMeasurement({ ...member, rps: 999, p99: 100 }, 5000, true).failures).toEqual([
      'p99 ≥ 100 ms',
      'views/s < 1000',
    ]);
    expect(judgeMeasurement({ ...member, page: false, rps: 10 }, 5000, true).failures).toEqual([]);
  });

  it('holds anonymous reads beside writes to 80% of reads alone, and counts them', () => {
    const mixed = { ...anonymousPage, audience: 'anonymous-mixed' as const, rps: 800 };
    const kept = judgeMeasurement(mixed, 1000, true, 1000);
    expect(kept.failures).toEqual([]);
    expect(kept.counted).toBe(true);
    const lost = judgeMeasurement({ ...mixed, rps: 799 }, 1000, true, 1000);
    expect(lost.failures).toEqual(['< 80% of reads alone']);
    expect(rowsPassed([lost])).toBe(false);
  });

  it('says which statuses the failed requests had', () => {
    const row = judgeMeasurement(
      { ...anonymousPage, audience: 'member', rps: 1000, non2xx: 3, otherStatuses: { '429': 2, '503': 1 } },
      1000,
      true,
    );
    expect(row.failures).toEqual(['3 failed requests: 429×2, 503×1']);
    const json = judgeMeasurement({ ...anonymousPage, page: false, rps: 10, p99: 400 }, 1000, true);
    expect(json.failures).toEqual([]);
  });

  it('shows the other cache setting and the ceiling without counting them in the verdict', () => {
    const cached = judgeMeasurement({ ...anonymousPage, audience: 'anonymous-cached', p99: 900 }, 1000, true);
    const ceiling = judgeMeasurement({ ...anonymousPage, audience: 'static', p99: 900 }, 1000, true);
    expect(cached.failures).not.toEqual([]);
    expect(ceiling.ratio).toBeUndefined();
    expect(rowsPassed([cached, ceiling])).toBe(true);
  });

  it("shows the baseline's rows without counting them in the verdict", () => {
    const baseline = judgeMeasurement({ ...anonymousPage, build: 'baseline', non2xx: 1 }, 1000, true);
    expect(baseline.failures).not.toEqual([]);
    expect(rowsPassed([baseline])).toBe(true);
  });

  it('holds every counted row of the current build to 90% of the same row of the baseline', () => {
    const comparisons = compareBuilds([
      { ...anonymousPage, build: 'baseline', rps: 1000 },
      { ...anonymousPage, build: 'current', rps: 900 },
      { ...anonymousPage, audience: 'member', build: 'baseline', rps: 1000 },
      { ...anonymousPage, audience: 'member', build: 'current', rps: 899 },
      { ...anonymousPage, audience: 'static', build: 'baseline', rps: 1000 },
      { ...anonymousPage, audience: 'static', build: 'current', rps: 10 },
      { ...anonymousPage, targetId: 'only-current', build: 'current', rps: 1 },
    ]);
    expect(comparisons.map((row) => [row.audience, row.share, row.passed])).toEqual([
      ['anonymous', 0.9, true],
      ['member', 0.899, false],
    ]);
    expect(comparisonsPassed(comparisons)).toBe(false);
    expect(comparisonsPassed(comparisons.slice(0, 1))).toBe(true);
  });

  it('pairs rows measured in rounds round by round, so a slow slice of one build does not decide', () => {
    const [comparison] = compareBuilds([
      { ...anonymousPage, build: 'baseline', rps: 1000, roundsRps: [1000, 1100, 990] },
      { ...anonymousPage, build: 'current', rps: 960, roundsRps: [960, 400, 1000] },
    ]);
    expect(comparison?.share).toBeCloseTo(0.96);
    expect(comparison?.passed).toBe(true);
    expect(comparison?.rounds).toEqual({ baseline: [1000, 1100, 990], current: [960, 400, 1000] });
  });

  it('holds peak memory under 300 MB', () => {
    expect(memoryPassed(299.9)).toBe(true);
    expect(memoryPassed(300)).toBe(false);
  });
});
