import { and, desc, eq, lt, or } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { badgeAwards, badgeHolders } from '../db/schema/index.ts';
import { decodeCursor, toCursorPage } from '../pagination/cursor.ts';
import { authorsByIds, missingAuthor } from '../users/authorsByIds.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import { BADGES, badgeOf, compareNotability, type BadgeDefinition } from '@/shared/badges/badges.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';

export const HOLDERS_PER_PAGE = 30;

/** Every badge with how many members hold it (badge_holders, one small read). */
export async function listBadgesWithHolders(
  db: Database = getDb(),
): Promise<Array<{ badge: BadgeDefinition; holders: number }>> {
  const rows = await db.select().from(badgeHolders);
  const counts = new Map(rows.map((row) => [row.slug, row.holders]));
  return BADGES.map((badge) => ({ badge, holders: counts.get(badge.slug) ?? 0 }));
}

export interface BadgeHolder {
  member: PublicAuthor;
  awardedAt: Date;
  byHand: boolean;
}

/** A badge's holders, newest award first, one keyset page on badge_awards_slug_idx (no OFFSET). */
export async function listBadgeHolders(
  slug: string,
  cursor: string | undefined,
  db: Database = getDb(),
): Promise<CursorPage<BadgeHolder>> {
  const after = decodeCursor(cursor);
  const rows = await db
    .select({
      userId: badgeAwards.userId,
      awardedAt: badgeAwards.awardedAt,
      awardedBy: badgeAwards.awardedBy,
    })
    // Forced: with the cursor's OR the optimizer would take the slug's ref and filter every newer row.
    .from(badgeAwards, { forceIndex: 'badge_awards_slug_idx' })
    .where(
      and(
        eq(badgeAwards.slug, slug),
        after
          ? or(
              lt(badgeAwards.awardedAt, new Date(after.k)),
              and(eq(badgeAwards.awardedAt, new Date(after.k)), lt(badgeAwards.userId, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(badgeAwards.awardedAt), desc(badgeAwards.userId))
    .limit(HOLDERS_PER_PAGE + 1);
  const page = toCursorPage(rows, HOLDERS_PER_PAGE, (row) => ({
    k: row.awardedAt.getTime(),
    id: row.userId,
  }));
  const members = await authorsByIds(
    page.results.map((row) => row.userId),
    db,
  );
  return {
    results: page.results.map((row) => ({
      member: members.get(row.userId) ?? missingAuthor(row.userId),
      awardedAt: row.awardedAt,
      byHand: row.awardedBy !== null,
    })),
    cursor: page.cursor,
    hasMore: page.hasMore,
  };
}

export interface HeldBadge {
  badge: BadgeDefinition;
  awardedAt: Date;
}

/** The member's badges, the most notable first (on the (user_id, slug) primary key). */
export async function listMemberBadges(userId: number, db: Database = getDb()): Promise<HeldBadge[]> {
  const rows = await db
    .select({ slug: badgeAwards.slug, awardedAt: badgeAwards.awardedAt })
    .from(badgeAwards)
    .where(eq(badgeAwards.userId, userId));
  return rows
    .flatMap((row) => {
      const badge = badgeOf(row.slug);
      return badge ? [{ badge, awardedAt: row.awardedAt }] : [];
    })
    .sort((a, b) =>
      compareNotability(
        { tier: a.badge.tier, awardedAt: a.awardedAt },
        { tier: b.badge.tier, awardedAt: b.awardedAt },
      ),
    );
}

/** The member's most notable badge, shown beside their name on their posts; undefined without one. */
export async function notableBadge(
  userId: number,
  db: Database = getDb(),
): Promise<BadgeDefinition | undefined> {
  return (await listMemberBadges(userId, db))[0]?.badge;
}
