import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { badgeAwards } from '../db/schema/index.ts';
import { getSiteConfig } from '../site/siteConfig.queries.ts';
import { readMeasure } from './badgeMeasures.ts';
import { grantBadge } from './badgeAwards.commands.ts';
import { noteMeasureDistance } from './measureDistances.ts';
import { BADGES, type BadgeDefinition, type BadgeMeasure } from '@/shared/badges/badges.ts';

/**
 * Awards the member every badge whose rule counts one of these measures and is now met, in the
 * caller's transaction (the outbox delivery's). Nothing while badges are off. Each measure is read
 * once, up to the highest need among the badges the member does not hold yet. Answers the badges
 * awarded now.
 */
export async function checkBadges(
  tx: Database | Transaction,
  userId: number,
  measures: readonly BadgeMeasure[],
  now: Date = new Date(),
): Promise<BadgeDefinition[]> {
  if (!(await getSiteConfig(tx)).badges.enabled) return [];
  const candidates = BADGES.filter((badge) => badge.rule && measures.includes(badge.rule.measure));
  if (candidates.length === 0) return [];
  const held = new Set(
    (await tx.select({ slug: badgeAwards.slug }).from(badgeAwards).where(eq(badgeAwards.userId, userId))).map(
      (row) => row.slug,
    ),
  );
  const open = candidates.filter((badge) => !held.has(badge.slug));
  const awarded: BadgeDefinition[] = [];
  // A measure with no badge left to earn is complete: no event over it needs a check.
  const distances = new Map<BadgeMeasure, number>(measures.map((measure) => [measure, Infinity]));
  for (const measure of new Set(open.map((badge) => badge.rule!.measure))) {
    const needing = open.filter((badge) => badge.rule!.measure === measure);
    const value = await readMeasure(
      tx,
      measure,
      userId,
      Math.max(...needing.map((badge) => badge.rule!.atLeast)),
    );
    for (const badge of needing) {
      const short = badge.rule!.atLeast - value;
      if (short > 0) {
        distances.set(measure, Math.min(distances.get(measure)!, short));
        continue;
      }
      if (await grantBadge(tx, { userId, badge, awardedBy: null, now })) awarded.push(badge);
    }
  }
  // Noted only in this process's memory; a rolled-back delivery at worst skips checks a while.
  for (const [measure, short] of distances) noteMeasureDistance(userId, measure, short, now.getTime());
  return awarded;
}
