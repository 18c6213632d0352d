import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { ApiError } from '../http/ApiError.ts';
import { recordAction } from './recordAction.ts';
import { recordEvent } from '../outbox/recordEvent.ts';
import { deliverNow } from '../outbox/outboxDelivery.ts';
import { syncUserDocument } from '../search/searchIndexSync.ts';
import { requirePermission } from '../auth/requirePermission.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { banEnd, BAN_FOREVER, type BanDuration } from '@/shared/users/ban.ts';
import { ROLES, type Role } from '@/shared/users/currentUser.ts';
import { banRefusal } from '@/shared/moderation/banRules.ts';
import { MODERATION_REASON_MAX } from '@/shared/moderation/moderationReason.ts';
import { textLength } from '@/shared/text/textLength.ts';
import { truncateText } from '@/shared/text/truncateText.ts';
import { m } from '@/paraglide/messages.js';

export interface ModerationActor {
  id: number;
  role: Role;
}

function toRole(value: string): Role {
  return (ROLES as readonly string[]).includes(value) ? (value as Role) : 'user';
}

/** A trimmed, required reason of at most MODERATION_REASON_MAX characters. */
export function requireReason(reason: string | undefined): string {
  const trimmed = (reason ?? '').trim();
  if (trimmed === '') throw new ApiError(400, m.moderation_reason_required(), ErrorCode.validation, 'reason');
  if (textLength(trimmed, 'characters') > MODERATION_REASON_MAX) {
    throw new ApiError(
      400,
      m.moderation_reason_too_long({ max: MODERATION_REASON_MAX }),
      ErrorCode.validation,
      'reason',
    );
  }
  return trimmed;
}

async function lockTarget(tx: Transaction, userId: number): Promise<{ id: number; role: Role } | undefined> {
  const [row] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ? { id: row.id, role: toRole(row.role) } : undefined;
}

/** Throws 403 with the reason when `actor` may not ban (or unban) `target` (see banRefusal). */
function assertMayBan(actor: ModerationActor, target: ModerationActor, duration?: BanDuration): void {
  const refusal = banRefusal(actor, target, duration);
  if (refusal !== null) throw new ApiError(403, refusal, ErrorCode.forbidden);
}

/**
 * Sets (a date) or lifts (null) the member's ban in the caller's transaction; the callers check who
 * may. A member banned for good leaves member search (searchDocumentSources.ts).
 */
export async function writeBan(
  tx: Transaction,
  userId: number,
  until: Date | null,
  reason: string,
): Promise<void> {
  await tx.update(users).set({ bannedUntil: until, banReason: reason }).where(eq(users.id, userId));
  await syncUserDocument(tx, userId);
}

/** Bans a member for 7 days or forever; posting is refused until then (decision 018). */
export async function banUser(
  actor: ModerationActor,
  input: { userId: number; duration: BanDuration; reason: string },
  ip: string,
  db: Database = getDb(),
): Promise<{ until: string | null }> {
  requirePermission(actor, 'user.ban');
  const reason = requireReason(input.reason);
  const end = banEnd(input.duration);
  const event = await db.transaction(async (tx) => {
    const target = await lockTarget(tx, input.userId);
    if (!target) throw new ApiError(404, m.moderation_user_not_found(), ErrorCode.notFound);
    assertMayBan(actor, target, input.duration);
    await writeBan(tx, target.id, end, reason);
    const until = input.duration === 'forever' ? null : end.toISOString();
    await recordAction(tx, {
      actorId: actor.id,
      action: 'user.ban',
      targetType: 'user',
      targetId: target.id,
      reason,
      detail: { duration: input.duration, until },
      ip,
    });
    const untilMs = input.duration === 'forever' ? null : end.getTime();
    return recordEvent(tx, {
      type: 'member.banned',
      userId: target.id,
      actorId: actor.id,
      until: untilMs,
      at: Date.now(),
    });
  });
  await deliverNow([event], db);
  return { until: end.getTime() >= BAN_FOREVER.getTime() ? null : end.toISOString() };
}

/** Ends a ban now; the same rank rules as banning apply. */
export async function liftBan(
  actor: ModerationActor,
  input: { userId: number; reason?: string | undefined },
  ip: string,
  db: Database = getDb(),
): Promise<void> {
  requirePermission(actor, 'user.ban');
  const reason = truncateText((input.reason ?? '').trim(), {
    unit: 'characters',
    max: MODERATION_REASON_MAX,
  });
  await db.transaction(async (tx) => {
    const target = await lockTarget(tx, input.userId);
    if (!target) throw new ApiError(404, m.moderation_user_not_found(), ErrorCode.notFound);
    assertMayBan(actor, target);
    await writeBan(tx, target.id, null, '');
    await recordAction(tx, {
      actorId: actor.id,
      action: 'user.unban',
      targetType: 'user',
      targetId: target.id,
      reason,
      detail: {},
      ip,
    });
  });
}
