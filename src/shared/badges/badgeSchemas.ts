import { z } from 'zod';
import { BADGES } from './badges.ts';
import { m } from '@/paraglide/messages.js';

const BADGE_SLUGS = BADGES.map((badge) => badge.slug) as [string, ...string[]];

/** The owner's award or revocation on /admin/badges: a member by username and a badge. */
export const badgeHandSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, { error: () => m.badges_admin_unknown_member() })
    .max(33, { error: () => m.badges_admin_unknown_member() })
    // "@name" as profiles write it.
    .transform((value) => value.replace(/^@/, '')),
  slug: z.enum(BADGE_SLUGS, { error: () => m.badges_admin_unknown_badge() }),
  reason: z.string().trim().max(200).default(''),
});
export type BadgeHandInput = z.output<typeof badgeHandSchema>;
