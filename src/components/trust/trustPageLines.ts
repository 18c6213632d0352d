import type { ThresholdStep } from '@/server/trust/earnedTrustLevel.ts';
import type { LevelLimits, TrustThreshold } from '@/shared/trust/trustConfig.ts';
import { m } from '@/paraglide/messages.js';

type Allowance = number | null;

const amount = (value: Allowance) => (value === null ? m.trust_limit_none() : String(value));
const minutes = (value: Allowance) =>
  value === null ? m.trust_limit_none() : m.trust_limit_minutes({ minutes: value });

/** What a level allows, one sentence per limit ("Links per post: 0"); null reads "no limit". */
export function limitLines(limits: LevelLimits): string[] {
  return [
    m.trust_limit_posts_day({ value: amount(limits.postsPerDay) }),
    m.trust_limit_links({ value: amount(limits.linksPerPost) }),
    m.trust_limit_images({ value: amount(limits.imagesPerPost) }),
    m.trust_limit_mentions({ value: amount(limits.mentionsPerPost) }),
    m.trust_limit_strangers({ value: amount(limits.strangerConversationsPerDay) }),
    m.trust_limit_edit({ value: minutes(limits.editMinutes) }),
  ];
}

const STEPS: Record<keyof TrustThreshold, (values: { have: string; need: string }) => string> = {
  daysSinceSignup: m.trust_step_days_since_signup,
  posts: m.trust_step_posts,
  likesReceived: m.trust_step_likes,
  daysVisited: m.trust_step_days_visited,
  score: m.trust_step_score,
  maxFlagsUpheld: m.trust_step_flags,
};

/** One figure of the next level with the member's progress ("Days visited: 1 of 2"). */
export function stepLine(step: ThresholdStep): string {
  return STEPS[step.key]({ have: String(step.have), need: String(step.need) });
}
