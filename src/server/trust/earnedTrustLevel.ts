import type { TrustConfig, TrustThreshold } from '@/shared/trust/trustConfig.ts';
import { TrustLevel, type TrustLevelValue } from '@/shared/trust/trustLevel.ts';

/** What a member has done, as the thresholds of a level measure it. */
export interface TrustStats {
  daysSinceSignup: number;
  /** Published moments, articles and comments. */
  posts: number;
  likesReceived: number;
  daysVisited: number;
  score: number;
  flagsUpheldAgainst: number;
}

/** One figure of a threshold: what the member has, what the level asks, and whether it is met. */
export interface ThresholdStep {
  key: keyof TrustThreshold;
  have: number;
  need: number;
  met: boolean;
}

const AT_LEAST = ['daysSinceSignup', 'posts', 'likesReceived', 'daysVisited', 'score'] as const;

/** Each figure of the threshold against the member's stats; flags upheld must stay at or under the maximum. */
export function thresholdSteps(stats: TrustStats, threshold: TrustThreshold): ThresholdStep[] {
  return [
    ...AT_LEAST.map((key) => ({
      key,
      have: stats[key],
      need: threshold[key],
      met: stats[key] >= threshold[key],
    })),
    {
      key: 'maxFlagsUpheld' as const,
      have: stats.flagsUpheldAgainst,
      need: threshold.maxFlagsUpheld,
      met: stats.flagsUpheldAgainst <= threshold.maxFlagsUpheld,
    },
  ];
}

function meets(stats: TrustStats, threshold: TrustThreshold): boolean {
  return thresholdSteps(stats, threshold).every((step) => step.met);
}

/** The highest level whose every threshold the member meets: member first, then regular. */
export function earnedTrustLevel(stats: TrustStats, trust: TrustConfig): TrustLevelValue {
  if (!meets(stats, trust.member)) return TrustLevel.new;
  if (!meets(stats, trust.regular)) return TrustLevel.member;
  return TrustLevel.regular;
}
