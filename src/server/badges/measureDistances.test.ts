import { describe, expect, it } from 'vitest';
import { forgetMeasureDistances, measuresToCheck, noteMeasureDistance } from './measureDistances.ts';

describe('measureDistances', () => {
  it('skips a measure the member completed, for ten minutes, and only for that member', () => {
    const now = 1_000_000;
    noteMeasureDistance(41, 'likesReceived', Infinity, now);
    expect(measuresToCheck(41, ['likesReceived', 'comments'], now + 1000)).toEqual(['comments']);
    expect(measuresToCheck(42, ['likesReceived'], now + 1000)).toEqual(['likesReceived']);
    expect(measuresToCheck(41, ['likesReceived'], now + 10 * 60_000 + 1)).toEqual(['likesReceived']);
  });

  it('counts events down to the next badge and checks on the one that can reach it', () => {
    const now = 3_000_000;
    // 3 likes short: the next two skip the check, the third is checked.
    noteMeasureDistance(44, 'likesReceived', 3, now);
    expect(measuresToCheck(44, ['likesReceived'], now)).toEqual([]);
    expect(measuresToCheck(44, ['likesReceived'], now)).toEqual([]);
    expect(measuresToCheck(44, ['likesReceived'], now)).toEqual(['likesReceived']);
    expect(measuresToCheck(44, ['likesReceived'], now)).toEqual(['likesReceived']);
    // One short: the very next event is checked.
    noteMeasureDistance(45, 'posts', 1, now);
    expect(measuresToCheck(45, ['posts'], now)).toEqual(['posts']);
  });

  it('checks again once a badge of the member was taken back', () => {
    const now = 2_000_000;
    noteMeasureDistance(43, 'posts', Infinity, now);
    noteMeasureDistance(43, 'followers', 5, now);
    noteMeasureDistance(430, 'posts', Infinity, now);
    forgetMeasureDistances(43);
    expect(measuresToCheck(43, ['posts', 'followers'], now)).toEqual(['posts', 'followers']);
    expect(measuresToCheck(430, ['posts'], now)).toEqual([]);
  });
});
