import { and, eq, lt } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { users } from '../db/schema/index.ts';
import { insertMessage } from '../messages/createMessage.ts';
import { messageFanout } from '../messages/messageFanout.ts';
import { getSiteConfig } from '../site/siteConfig.queries.ts';
import { earnedTrustLevel, thresholdSteps } from './earnedTrustLevel.ts';
import {
  daysSinceSignup,
  readCappedTrustStats,
  readTrustMember,
  type TrustMember,
} from './trustStanding.queries.ts';
import type { TrustThreshold } from '@/shared/trust/trustConfig.ts';
import { TrustLevel, type TrustLevelValue } from '@/shared/trust/trustLevel.ts';
import { trustNoticeType } from '@/shared/trust/trustNotice.ts';

/** The threshold's figures kept on the member's row (all but posts and likes) are met. */
function rowFiguresMeet(member: TrustMember, threshold: TrustThreshold): boolean {
  const stats = {
    ...member,
    daysSinceSignup: daysSinceSignup(member),
    posts: Infinity,
    likesReceived: Infinity,
  };
  return thresholdSteps(stats, threshold).every((step) => step.met);
}

/**
 * Raises the member's stored level to the one they earned, in the caller's transaction, and leaves
 * the promotion's notice in their message centre. Never lowers it: upheld flags do that (and a
 * member over the flag maximum earns nothing, so this cannot undo it). Locked levels and staff are
 * left alone. Answers the new level, or null when nothing changed.
 */
export async function promoteIfEarned(
  tx: Database | Transaction,
  userId: number,
): Promise<TrustLevelValue | null> {
  const member = await readTrustMember(userId, tx);
  if (!member || member.locked || member.role !== 'user' || member.level === TrustLevel.regular) return null;
  const { trust } = await getSiteConfig(tx);
  const next = member.level === TrustLevel.new ? trust.member : trust.regular;
  // The member's own row says most of it: without its figures no count can earn the next level.
  if (!rowFiguresMeet(member, next)) return null;
  const caps = {
    posts: Math.max(trust.member.posts, trust.regular.posts),
    likes: Math.max(trust.member.likesReceived, trust.regular.likesReceived),
  };
  const earned = earnedTrustLevel(await readCappedTrustStats(member, caps, tx), trust);
  if (earned <= member.level) return null;
  // Conditional, so two refreshes at once (or a lock set meanwhile) raise the level once or not at all.
  const raised = affectedRows(
    await tx
      .update(users)
      .set({ trustLevel: earned })
      .where(
        and(
          eq(users.id, userId),
          lt(users.trustLevel, earned),
          eq(users.trustLevelLocked, false),
          eq(users.role, 'user'),
        ),
      ),
  );
  if (raised === 0) return null;
  await insertMessage(tx, { userId, actorId: 0, type: trustNoticeType(earned) });
  return earned;
}

/**
 * Raises the member's level when they earned a higher one (see promoteIfEarned) and tells their
 * open pages of the new message. True when the level changed.
 */
export async function refreshTrustLevel(userId: number, db: Database = getDb()): Promise<boolean> {
  const raised = await db.transaction((tx) => promoteIfEarned(tx, userId));
  if (raised === null) return false;
  messageFanout().announce(userId);
  return true;
}
