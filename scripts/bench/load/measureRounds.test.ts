import { describe, expect, it } from 'vitest';
import { figuresOfRounds, median, orderOfRound, pairedShare, settingsOfRound } from './measureRounds.ts';
import type { LoadFigures } from './runAutocannon.ts';

const round = (rps: number, p99: number, extra: Partial<LoadFigures> = {}): LoadFigures => ({
  rps,
  p50: p99 / 2,
  p99,
  errors: 0,
  non2xx: 0,
  requests: rps * 3,
  ...extra,
});

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middle values of an even one', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBe(0);
  });
});

describe('figuresOfRounds', () => {
  it('keeps the median round figures, so one slow round does not decide the row', () => {
    const figures = figuresOfRounds([round(1000, 40), round(300, 200), round(900, 50)]);
    expect(figures.rps).toBe(900);
    expect(figures.p99).toBe(50);
    expect(figures.roundsRps).toEqual([1000, 300, 900]);
  });

  it('counts every failure, status and request of every round', () => {
    const figures = figuresOfRounds([
      round(100, 10, { errors: 1, non2xx: 2, otherStatuses: { '500': 2 } }),
      round(100, 10, { non2xx: 1, otherStatuses: { '500': 1 } }),
    ]);
    expect(figures).toMatchObject({ errors: 1, non2xx: 3, otherStatuses: { '500': 3 }, requests: 600 });
  });

  it('refuses a row without rounds', () => {
    expect(() => figuresOfRounds([])).toThrow();
  });
});

describe('orderOfRound', () => {
  it('reverses the builds every other round', () => {
    expect(orderOfRound(['baseline', 'current'], 0)).toEqual(['baseline', 'current']);
    expect(orderOfRound(['baseline', 'current'], 1)).toEqual(['current', 'baseline']);
    expect(orderOfRound(['baseline', 'current'], 2)).toEqual(['baseline', 'current']);
  });
});

describe('pairedShare', () => {
  it('divides round by round and takes the median share', () => {
    // A slow spell in round 2 hit the current build only; the pairs around it decide.
    expect(pairedShare([1000, 1000, 800], [950, 400, 760])).toBeCloseTo(0.95);
  });

  it('skips a round the baseline did not answer', () => {
    expect(pairedShare([0, 1000], [500, 900])).toBeCloseTo(0.9);
  });
});

describe('settingsOfRound', () => {
  it('warms up in the first round only and measures each round for roundS seconds', () => {
    const settings = { connections: 50, durationS: 8, warmupS: 2, rounds: 3, roundS: 3 };
    expect(settingsOfRound(settings, 0)).toMatchObject({ durationS: 3, warmupS: 2 });
    expect(settingsOfRound(settings, 1)).toMatchObject({ durationS: 3, warmupS: 0 });
  });
});
