import type { IconName } from '@/components/ui/iconPaths.ts';
import { m } from '@/paraglide/messages.js';

/** How notable a badge is; a later tier outranks an earlier one. */
export const BADGE_TIERS = ['bronze', 'silver', 'gold'] as const;
export type BadgeTier = (typeof BADGE_TIERS)[number];

/**
 * What a rule counts for a member (src/server/badges/badgeMeasures.ts reads each with indexed
 * look-ups, and badgeSubscribers.ts names the events that can change it).
 */
export type BadgeMeasure =
  'posts' | 'comments' | 'likesReceived' | 'checkinStreak' | 'followers' | 'acceptedAnswers';

/** A badge is earned once the member's measure reaches `atLeast`. */
interface BadgeRule {
  measure: BadgeMeasure;
  atLeast: number;
}

export interface BadgeDefinition {
  /** Its address (/badges/<slug>) and its key in badge_awards. */
  slug: string;
  /**
   * The badge's number in its award notice (messages.entity_id, whose unique key then holds one notice
   * per member and badge). Fixed once given, never reused.
   */
  notice: number;
  icon: IconName;
  tier: BadgeTier;
  /** null: awarded by the owner by hand only. */
  rule: BadgeRule | null;
  name: () => string;
  description: () => string;
}

/** Every badge (decision 083). Adding one is one entry here, its two catalog lines and, for a new measure, its query. */
export const BADGES: readonly BadgeDefinition[] = [
  {
    slug: 'first-post',
    notice: 1,
    icon: 'moment',
    tier: 'bronze',
    rule: { measure: 'posts', atLeast: 1 },
    name: m.badges_first_post_name,
    description: m.badges_first_post_description,
  },
  {
    slug: 'first-comment',
    notice: 2,
    icon: 'comment',
    tier: 'bronze',
    rule: { measure: 'comments', atLeast: 1 },
    name: m.badges_first_comment_name,
    description: m.badges_first_comment_description,
  },
  {
    slug: 'liked',
    notice: 3,
    icon: 'heart',
    tier: 'bronze',
    rule: { measure: 'likesReceived', atLeast: 10 },
    name: m.badges_liked_name,
    description: m.badges_liked_description,
  },
  {
    slug: 'well-liked',
    notice: 4,
    icon: 'heart',
    tier: 'gold',
    rule: { measure: 'likesReceived', atLeast: 100 },
    name: m.badges_well_liked_name,
    description: m.badges_well_liked_description,
  },
  {
    slug: 'week-streak',
    notice: 5,
    icon: 'checkCircle',
    tier: 'bronze',
    rule: { measure: 'checkinStreak', atLeast: 7 },
    name: m.badges_week_streak_name,
    description: m.badges_week_streak_description,
  },
  {
    slug: 'month-streak',
    notice: 6,
    icon: 'clock',
    tier: 'silver',
    rule: { measure: 'checkinStreak', atLeast: 30 },
    name: m.badges_month_streak_name,
    description: m.badges_month_streak_description,
  },
  {
    slug: 'followed',
    notice: 7,
    icon: 'user',
    tier: 'silver',
    rule: { measure: 'followers', atLeast: 10 },
    name: m.badges_followed_name,
    description: m.badges_followed_description,
  },
  {
    slug: 'first-answer',
    notice: 9,
    icon: 'checkCircle',
    tier: 'silver',
    rule: { measure: 'acceptedAnswers', atLeast: 1 },
    name: m.badges_first_answer_name,
    description: m.badges_first_answer_description,
  },
  {
    slug: 'community-helper',
    notice: 8,
    icon: 'award',
    tier: 'gold',
    rule: null,
    name: m.badges_community_helper_name,
    description: m.badges_community_helper_description,
  },
];

const BY_SLUG = new Map(BADGES.map((badge) => [badge.slug, badge]));
const BY_NOTICE = new Map(BADGES.map((badge) => [badge.notice, badge]));

export function badgeOf(slug: string): BadgeDefinition | undefined {
  return BY_SLUG.get(slug);
}

/** The badge an award notice names by its number. */
export function badgeOfNotice(notice: number): BadgeDefinition | undefined {
  return BY_NOTICE.get(notice);
}

export function badgePath(slug: string): string {
  return `/badges/${slug}`;
}

export const BADGES_PATH = '/badges';

/** Negative when `a` is more notable than `b`: the higher tier first, then the newer award. */
export function compareNotability(
  a: { tier: BadgeTier; awardedAt: Date },
  b: { tier: BadgeTier; awardedAt: Date },
): number {
  const byTier = BADGE_TIERS.indexOf(b.tier) - BADGE_TIERS.indexOf(a.tier);
  return byTier !== 0 ? byTier : b.awardedAt.getTime() - a.awardedAt.getTime();
}

/** The message-centre notice of an award: forum notices, in-app whatever the member's choices. */
export const BADGE_NOTICE = 'badge';
