import { describe, expect, it } from 'vitest';
import { forgetCompleteMeasures, measuresToCheck, noteMeasureComplete } from './completeMeasures.ts';

describe('completeMeasures', () => {
  it('skips a measure the member completed, for ten minutes, and only for that member', () => {
    const now = 1_000_000;
    noteMeasureComplete(41, 'likesReceived', now);
    expect(measuresToCheck(41, ['likesReceived', 'comments'], now + 1000)).toEqual(['comments']);
    expect(measuresToCheck(42, ['likesReceived'], now + 1000)).toEqual(['likesReceived']);
    expect(measuresToCheck(41, ['likesReceived'], now + 10 * 60_000 + 1)).toEqual(['likesReceived']);
  });

  it('checks again once a badge of the member was taken back', () => {
    const now = 2_000_000;
    noteMeasureComplete(43, 'posts', now);
    noteMeasureComplete(43, 'followers', now);
    noteMeasureComplete(430, 'posts', now);
    forgetCompleteMeasures(43);
    expect(measuresToCheck(43, ['posts', 'followers'], now)).toEqual(['posts', 'followers']);
    expect(measuresToCheck(430, ['posts'], now)).toEqual([]);
  });
});
