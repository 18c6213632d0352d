import { describe, expect, it } from 'vitest';
import { barsOf, linePathOf, niceCeiling, PLOT_HEIGHT } from './plotScale.ts';

describe('plot scale', () => {
  it('rounds the largest value up to 1, 2 or 5 times a power of ten', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(1)).toBe(1);
    expect(niceCeiling(1.2)).toBe(2);
    expect(niceCeiling(3)).toBe(5);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(10)).toBe(10);
    expect(niceCeiling(101)).toBe(200);
    expect(niceCeiling(4321)).toBe(5000);
    expect(niceCeiling(0.3)).toBe(1);
  });

  it('draws bars as shares of the top, none for zero', () => {
    expect(barsOf([0, 5, 10], 10)).toEqual([
      { x: 1, y: PLOT_HEIGHT / 2, height: PLOT_HEIGHT / 2 },
      { x: 2, y: 0, height: PLOT_HEIGHT },
    ]);
    // A value over the top (never with niceCeiling) stays inside the box.
    expect(barsOf([20], 10)).toEqual([{ x: 0, y: 0, height: PLOT_HEIGHT }]);
  });

  it('draws a line through the points and lifts the pen over gaps', () => {
    expect(linePathOf([50, 100, null, 0], 100)).toBe('M0.5 50L1.5 0M3.5 100');
    expect(linePathOf([null, null], 100)).toBe('');
  });
});
