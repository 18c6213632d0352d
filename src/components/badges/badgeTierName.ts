import type { BadgeTier } from '@/shared/badges/badges.ts';
import { m } from '@/paraglide/messages.js';

const TIER_NAMES: Record<BadgeTier, () => string> = {
  bronze: m.badges_tier_bronze,
  silver: m.badges_tier_silver,
  gold: m.badges_tier_gold,
};

export function badgeTierName(tier: BadgeTier): string {
  return TIER_NAMES[tier]();
}
