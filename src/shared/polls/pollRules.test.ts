import { describe, expect, it } from 'vitest';
import { isPollClosed, resultsPublic, resultsVisible, votePercent } from './pollRules.ts';

const now = new Date('2030-01-01T12:00:00Z');

describe('isPollClosed', () => {
  it('is closed once closed by hand or past its closing time', () => {
    expect(isPollClosed({ closedAt: null, closesAt: null }, now)).toBe(false);
    expect(isPollClosed({ closedAt: null, closesAt: new Date('2030-01-01T12:00:01Z') }, now)).toBe(false);
    expect(isPollClosed({ closedAt: null, closesAt: now }, now)).toBe(true);
    expect(isPollClosed({ closedAt: new Date('2029-01-01T00:00:00Z'), closesAt: null }, now)).toBe(true);
  });
});

describe('resultsVisible', () => {
  it.each([
    ['always', false, false, true],
    ['voted', false, false, false],
    ['voted', false, true, true],
    ['closed', false, true, false],
    ['closed', true, false, true],
    ['voted', true, false, true],
  ] as const)('%s, closed %s, voted %s: %s', (visibility, closed, voted, expected) => {
    expect(resultsVisible(visibility, { closed, voted })).toBe(expected);
  });
});

describe('resultsPublic', () => {
  it('puts counts in shared HTML only when they are the same for every reader', () => {
    expect(resultsPublic('always', false)).toBe(true);
    expect(resultsPublic('voted', false)).toBe(false);
    expect(resultsPublic('closed', false)).toBe(false);
    expect(resultsPublic('voted', true)).toBe(true);
  });
});

describe('votePercent', () => {
  it('is a whole share of the voters, 0 without voters', () => {
    expect(votePercent(1, 3)).toBe(33);
    expect(votePercent(0, 0)).toBe(0);
  });
});
