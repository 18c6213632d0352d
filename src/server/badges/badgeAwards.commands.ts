import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { badgeAwards, badgeHolders } from '../db/schema/index.ts';
import { insertMessage } from '../messages/createMessage.ts';
import { forgetMeasureDistances } from './measureDistances.ts';
import { BADGE_NOTICE, badgeOf, type BadgeDefinition } from '@/shared/badges/badges.ts';

type Writer = Database | Transaction;

export interface BadgeGrant {
  userId: number;
  badge: BadgeDefinition;
  /** The owner who gave it by hand; null when its rule did. */
  awardedBy: number | null;
  reason?: string;
  now?: Date;
}

/**
 * Gives the member the badge in the caller's transaction, unless they hold it: the (user, badge)
 * primary key turns a repeat, or a second evaluation at once, into nothing. Only a new row counts a
 * holder and leaves the award's notice in their message centre. True when it was awarded now.
 */
export async function grantBadge(tx: Writer, grant: BadgeGrant): Promise<boolean> {
  const { userId, badge } = grant;
  const inserted = affectedRows(
    await tx
      .insert(badgeAwards)
      .ignore()
      .values({
        userId,
        slug: badge.slug,
        awardedAt: grant.now ?? new Date(),
        awardedBy: grant.awardedBy,
        reason: (grant.reason ?? '').slice(0, 200),
      }),
  );
  if (inserted === 0) return false;
  await tx
    .insert(badgeHolders)
    .values({ id: badge.notice, slug: badge.slug, holders: 1 })
    .onDuplicateKeyUpdate({ set: { holders: sql`${badgeHolders.holders} + 1` } });
  // A forum notice (no member behind it): one per member and badge, by the messages' unique key.
  await insertMessage(tx, { userId, actorId: 0, type: BADGE_NOTICE, entityId: badge.notice });
  return true;
}

/** Takes the badge back in the caller's transaction; true when the member held it. */
export async function revokeBadge(tx: Writer, userId: number, badge: BadgeDefinition): Promise<boolean> {
  const removed = affectedRows(
    await tx.delete(badgeAwards).where(and(eq(badgeAwards.userId, userId), eq(badgeAwards.slug, badge.slug))),
  );
  if (removed === 0) return false;
  forgetMeasureDistances(userId);
  await tx
    .update(badgeHolders)
    .set({ holders: sql`${badgeHolders.holders} - 1` })
    .where(and(eq(badgeHolders.slug, badge.slug), sql`${badgeHolders.holders} > 0`));
  return true;
}

/** Takes every badge of a member whose account is erased, keeping the holder counts exact. */
export async function revokeAllBadges(tx: Writer, userId: number): Promise<void> {
  const held = await tx
    .select({ slug: badgeAwards.slug })
    .from(badgeAwards)
    .where(eq(badgeAwards.userId, userId));
  for (const { slug } of held) {
    const badge = badgeOf(slug);
    if (badge) await revokeBadge(tx, userId, badge);
    else await tx.delete(badgeAwards).where(and(eq(badgeAwards.userId, userId), eq(badgeAwards.slug, slug)));
  }
}
