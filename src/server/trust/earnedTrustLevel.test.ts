import { describe, expect, it } from 'vitest';
import { earnedTrustLevel, thresholdSteps, type TrustStats } from './earnedTrustLevel.ts';
import { DEFAULT_TRUST_CONFIG } from '@/shared/trust/trustDefaults.ts';
import { TrustLevel } from '@/shared/trust/trustLevel.ts';
import type { TrustConfig } from '@/shared/trust/trustConfig.ts';

const trust: TrustConfig = {
  ...DEFAULT_TRUST_CONFIG,
  member: { daysSinceSignup: 1, posts: 3, likesReceived: 1, daysVisited: 2, score: 10, maxFlagsUpheld: 1 },
  regular: {
    daysSinceSignup: 30,
    posts: 30,
    likesReceived: 20,
    daysVisited: 15,
    score: 100,
    maxFlagsUpheld: 0,
  },
};

const fresh: TrustStats = {
  daysSinceSignup: 0,
  posts: 0,
  likesReceived: 0,
  daysVisited: 1,
  score: 0,
  flagsUpheldAgainst: 0,
};
const member: TrustStats = {
  daysSinceSignup: 1,
  posts: 3,
  likesReceived: 1,
  daysVisited: 2,
  score: 10,
  flagsUpheldAgainst: 0,
};
const regular: TrustStats = {
  daysSinceSignup: 30,
  posts: 30,
  likesReceived: 20,
  daysVisited: 15,
  score: 100,
  flagsUpheldAgainst: 0,
};

describe('earnedTrustLevel', () => {
  it('keeps a first-day account new', () => {
    expect(earnedTrustLevel(fresh, trust)).toBe(TrustLevel.new);
    expect(earnedTrustLevel(fresh, DEFAULT_TRUST_CONFIG)).toBe(TrustLevel.new);
  });

  it('makes a member of one who meets every figure exactly', () => {
    expect(earnedTrustLevel(member, trust)).toBe(TrustLevel.member);
  });

  it.each(['daysSinceSignup', 'posts', 'likesReceived', 'daysVisited', 'score'] as const)(
    'keeps one short of %s new',
    (key) => {
      expect(earnedTrustLevel({ ...member, [key]: member[key] - 1 }, trust)).toBe(TrustLevel.new);
    },
  );

  it('refuses a level to one with more flags upheld than it allows', () => {
    expect(earnedTrustLevel({ ...member, flagsUpheldAgainst: 1 }, trust)).toBe(TrustLevel.member);
    expect(earnedTrustLevel({ ...member, flagsUpheldAgainst: 2 }, trust)).toBe(TrustLevel.new);
    expect(earnedTrustLevel({ ...regular, flagsUpheldAgainst: 1 }, trust)).toBe(TrustLevel.member);
  });

  it('makes a regular of one who meets both levels', () => {
    expect(earnedTrustLevel(regular, trust)).toBe(TrustLevel.regular);
    expect(earnedTrustLevel({ ...regular, score: 99 }, trust)).toBe(TrustLevel.member);
  });

  it('asks the member level first: regular figures without the member ones earn nothing', () => {
    const strict = { ...trust, member: { ...trust.member, score: 1000 } };
    expect(earnedTrustLevel(regular, strict)).toBe(TrustLevel.new);
  });

  it('lets thresholds of zero pass at once', () => {
    const open: TrustConfig = {
      ...trust,
      member: { daysSinceSignup: 0, posts: 0, likesReceived: 0, daysVisited: 0, score: 0, maxFlagsUpheld: 0 },
    };
    expect(earnedTrustLevel({ ...fresh, daysVisited: 0 }, open)).toBe(TrustLevel.member);
  });
});

describe('thresholdSteps', () => {
  it('names each figure with what the member has and what the level asks', () => {
    expect(thresholdSteps({ ...fresh, daysVisited: 1 }, trust.member)).toEqual([
      { key: 'daysSinceSignup', have: 0, need: 1, met: false },
      { key: 'posts', have: 0, need: 3, met: false },
      { key: 'likesReceived', have: 0, need: 1, met: false },
      { key: 'daysVisited', have: 1, need: 2, met: false },
      { key: 'score', have: 0, need: 10, met: false },
      { key: 'maxFlagsUpheld', have: 0, need: 1, met: true },
    ]);
  });
});
