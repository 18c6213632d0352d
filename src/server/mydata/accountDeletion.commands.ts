import { and, eq, isNull, ne } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { accountDeletions, sessions, users } from '../db/schema/index.ts';
import { recordEvent } from '../outbox/recordEvent.ts';
import { endMemberProviderSessions } from '../oidc/backchannelLogout.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { ApiError } from '../http/ApiError.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { confirmIdentity } from './confirmIdentity.ts';
import { DELETION_GRACE_MS } from './accountDataRules.ts';
import type { AccountDeletionInput } from '@/shared/mydata/accountDataSchemas.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/**
 * Schedules the member's own deletion seven days from now, once they proved it is them (decision
 * 075): every other session is signed out, and a delayed outbox event erases the account then
 * unless the member cancels first. Answers when.
 */
export async function scheduleDeletion(
  userId: number,
  currentSessionId: string | null,
  input: AccountDeletionInput,
  ip: string,
  db: Database = getDb(),
  now: Date = new Date(),
): Promise<Date> {
  await confirmIdentity(userId, input, db);
  const scheduledFor = new Date(now.getTime() + DELETION_GRACE_MS);
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, userId))
      .limit(1);
    if (existing && !existing.erasedAt) {
      throw new ApiError(409, m.mydata_delete_already_scheduled(), ErrorCode.conflict);
    }
    const [row] = await tx.insert(accountDeletions).values({ userId, scheduledFor }).$returningId();
    await recordEvent(tx, { type: 'account.erase', deletionId: row!.id, notBefore: scheduledFor.getTime() });
    await tx
      .delete(sessions)
      .where(
        currentSessionId
          ? and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId))
          : eq(sessions.userId, userId),
      );
    // Out of the sites signed in to through the forum too; the poller sends their logout tokens.
    await endMemberProviderSessions(tx, userId);
    await recordAction(tx, {
      actorId: userId,
      action: 'user.self_delete',
      targetType: 'user',
      targetId: userId,
      detail: { scheduledFor: scheduledFor.toISOString() },
      ip,
    });
  });
  return scheduledFor;
}

/** Cancels a scheduled deletion during its grace period; the erasure event then finds nothing to do. */
export async function cancelDeletion(userId: number, db: Database = getDb()): Promise<void> {
  const result = await db
    .delete(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.erasedAt)));
  if (affectedRows(result) === 0) throw new ApiError(404, m.mydata_delete_none(), ErrorCode.notFound);
}

/** The member's pending deletion, if any: when it happens. */
export async function pendingDeletion(userId: number, db: Database = getDb()): Promise<Date | undefined> {
  const [row] = await db
    .select({ scheduledFor: accountDeletions.scheduledFor })
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), isNull(accountDeletions.erasedAt)))
    .limit(1);
  return row?.scheduledFor;
}
