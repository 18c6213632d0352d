import { describe, expect, it } from 'vitest';
import { addBuckets, bucketDelta, latencyQuantile, perBucket } from './latencyBuckets.ts';

describe('latency buckets', () => {
  it('turns cumulative counts into per-bucket ones', () => {
    expect(perBucket({ '+Inf': 10, '0.1': 4, '0.05': 1, '1': 9 })).toEqual({
      '0.05': 1,
      '0.1': 3,
      '1': 5,
      '+Inf': 1,
    });
  });

  it('subtracts an earlier reading bucket by bucket, keeping empty buckets', () => {
    expect(bucketDelta({ '0.05': 3, '0.1': 5, '+Inf': 6 }, { '0.05': 3, '0.1': 2 })).toEqual({
      '0.05': 0,
      '0.1': 3,
      '+Inf': 6,
    });
  });

  it('interpolates from the empty bucket below, not the last one that had requests', () => {
    expect(latencyQuantile({ '0.05': 1, '0.1': 0, '1': 1 }, 1)).toBeCloseTo(1);
    expect(latencyQuantile({ '0.05': 1, '0.1': 0, '1': 1 }, 0.75)).toBeCloseTo(0.55);
  });

  it('adds several processes’ buckets together', () => {
    expect(addBuckets({ '0.05': 1 }, { '0.05': 2, '1': 4 })).toEqual({ '0.05': 3, '1': 4 });
  });

  it('finds a quantile inside its bucket', () => {
    // 10 requests: 5 under 50 ms, 5 between 50 and 100 ms.
    const buckets = { '0.05': 5, '0.1': 5 };
    expect(latencyQuantile(buckets, 0.5)).toBeCloseTo(0.05);
    expect(latencyQuantile(buckets, 0.95)).toBeCloseTo(0.095);
    expect(latencyQuantile({ '0.005': 4 }, 0.5)).toBeCloseTo(0.0025);
  });

  it('answers the largest bound for the slowest bucket and null without requests', () => {
    expect(latencyQuantile({ '10': 1, '+Inf': 9 }, 0.99)).toBe(10);
    expect(latencyQuantile({}, 0.95)).toBeNull();
    expect(latencyQuantile({ '0.1': 0 }, 0.95)).toBeNull();
  });
});
