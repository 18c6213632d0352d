import { describe, expect, it } from 'vitest';
import {
  digestOutcomeFailures,
  judgeDigestRow,
  judgeStreamPair,
  streamHoldFailures,
  verdictOf,
} from './liveVerdicts.ts';
import type { LoadFigures } from '../load/runAutocannon.ts';

const figures = (rps: number, extra: Partial<LoadFigures> = {}): LoadFigures => ({
  rps,
  p50: 5,
  p99: 20,
  errors: 0,
  non2xx: 0,
  requests: rps * 8,
  ...extra,
});

describe('judgeStreamPair', () => {
  it('passes at 90% of the views without streams and fails below', () => {
    expect(
      judgeStreamPair({ targetId: 'home', without: figures(1000), with: figures(900) }).failures,
    ).toEqual([]);
    const slow = judgeStreamPair({ targetId: 'home', without: figures(1000), with: figures(899) });
    expect(slow.share).toBeCloseTo(0.899);
    expect(slow.failures).toEqual(['< 90% of without']);
  });

  it('fails on failed requests on either side', () => {
    const judged = judgeStreamPair({
      targetId: 'home',
      without: figures(1000),
      with: figures(1000, { non2xx: 2, otherStatuses: { '503': 2 } }),
    });
    expect(judged.failures).toEqual(['with: 2 failed requests: 503×2']);
  });
});

describe('streamHoldFailures', () => {
  const hold = {
    wanted: 2000,
    opened: 2000,
    firstEvents: 2000,
    openAtEnd: 2000,
    errors: [],
    following: { asked: 1000, snapshots: 1000 },
  };

  it('passes when every stream opened, sent its first event and stayed open', () => {
    expect(streamHoldFailures(hold)).toEqual([]);
  });

  it('counts what went missing', () => {
    expect(
      streamHoldFailures({ ...hold, opened: 1990, firstEvents: 1980, openAtEnd: 1970, errors: ['x'] }),
    ).toEqual([
      '10 streams not opened',
      '20 streams without their first event',
      '30 streams not open at the end',
      '1 stream errors',
    ]);
    expect(streamHoldFailures({ ...hold, following: { asked: 1000, snapshots: 998 } })).toEqual([
      "2 item streams without the item's snapshot",
    ]);
  });

  it('does not pass a smoke run with fewer streams than the budget', () => {
    expect(streamHoldFailures({ ...hold, wanted: 50, opened: 50, firstEvents: 50, openAtEnd: 50 })).toEqual([
      '50 streams asked for, the budget is 2000',
    ]);
  });
});

describe('judgeDigestRow', () => {
  it('holds the p99 under 100 ms', () => {
    const row = { targetId: 'home', audience: 'member' as const, ...figures(500) };
    expect(judgeDigestRow(row).failures).toEqual([]);
    expect(judgeDigestRow({ ...row, p99: 100 }).failures).toEqual(['p99 ≥ 100 ms']);
    expect(judgeDigestRow({ ...row, requests: 0 }).failures).toEqual(['no request completed']);
  });
});

describe('digestOutcomeFailures', () => {
  const outcome = { eligible: 20_000, finished: true, digestsRecorded: 19_950, mailsSent: 19_950, gaveUp: 0 };

  it('passes a finished run whose digests all arrived', () => {
    expect(digestOutcomeFailures(outcome)).toEqual([]);
    expect(verdictOf(digestOutcomeFailures(outcome))).toBe('PASS');
  });

  it('fails an unfinished run, lost mail and given-up events', () => {
    expect(digestOutcomeFailures({ ...outcome, finished: false, mailsSent: 19_000, gaveUp: 3 })).toEqual([
      'the run did not finish before the timeout',
      '950 digests recorded but not received',
      '3 outbox events given up',
    ]);
    expect(digestOutcomeFailures({ ...outcome, digestsRecorded: 0, mailsSent: 0 })).toEqual([
      'no digest recorded',
    ]);
  });
});
