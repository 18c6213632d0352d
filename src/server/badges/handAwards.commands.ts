import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { ApiError } from '../http/ApiError.ts';
import { requirePermission } from '../auth/requirePermission.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { messageFanout } from '../messages/messageFanout.ts';
import { grantBadge, revokeBadge } from './badgeAwards.commands.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { badgeOf, type BadgeDefinition } from '@/shared/badges/badges.ts';
import type { BadgeHandInput } from '@/shared/badges/badgeSchemas.ts';
import type { Role } from '@/shared/users/currentUser.ts';
import { m } from '@/paraglide/messages.js';

/** Who awards by hand, and from where (for the audit log). */
export interface BadgeOwner {
  member: { id: number; role: Role } | null | undefined;
  ip: string;
}

function badgeNamed(slug: string): BadgeDefinition {
  const badge = badgeOf(slug);
  if (!badge) throw new ApiError(400, m.badges_admin_unknown_badge(), ErrorCode.validation, 'slug');
  return badge;
}

async function memberNamed(db: Database, username: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  if (!row) throw new ApiError(404, m.badges_admin_unknown_member(), ErrorCode.notFound, 'username');
  return row.id;
}

/** Runs a hand change (a grant or a revoke) and its one audit row in a transaction; false when it changed nothing. */
async function changeByHand(
  owner: BadgeOwner,
  input: BadgeHandInput,
  db: Database,
  action: 'badge.award' | 'badge.revoke',
  change: (tx: Transaction, userId: number, badge: BadgeDefinition, actorId: number) => Promise<boolean>,
): Promise<{ changed: boolean; userId: number }> {
  const actor = requirePermission(owner.member, 'settings.manage');
  const badge = badgeNamed(input.slug);
  const userId = await memberNamed(db, input.username);
  const changed = await db.transaction(async (tx) => {
    if (!(await change(tx, userId, badge, actor.id))) return false;
    await recordAction(tx, {
      actorId: actor.id,
      action,
      targetType: 'user',
      targetId: userId,
      ...(input.reason ? { reason: input.reason } : {}),
      detail: { badge: badge.slug },
      ip: owner.ip,
    });
    return true;
  });
  return { changed, userId };
}

/**
 * Gives a member a badge by hand, audited, with its notice; any badge may be given, hand-only or
 * not. A 409 when they hold it already. Works while badges are off (they stay hidden until on).
 */
export async function awardBadgeByHand(
  owner: BadgeOwner,
  input: BadgeHandInput,
  db: Database = getDb(),
): Promise<void> {
  const { changed, userId } = await changeByHand(
    owner,
    input,
    db,
    'badge.award',
    (tx, member, badge, actorId) =>
      grantBadge(tx, { userId: member, badge, awardedBy: actorId, reason: input.reason }),
  );
  if (!changed) throw new ApiError(409, m.badges_admin_already(), ErrorCode.conflict, 'slug');
  messageFanout().announce(userId);
}

/** Takes a badge back by hand, audited; a 404 when the member does not hold it. */
export async function revokeBadgeByHand(
  owner: BadgeOwner,
  input: BadgeHandInput,
  db: Database = getDb(),
): Promise<void> {
  const { changed } = await changeByHand(owner, input, db, 'badge.revoke', (tx, member, badge) =>
    revokeBadge(tx, member, badge),
  );
  if (!changed) throw new ApiError(404, m.badges_admin_not_held(), ErrorCode.notFound, 'slug');
}
