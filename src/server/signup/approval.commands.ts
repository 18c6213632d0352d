import { and, asc, eq } from 'drizzle-orm';
import type { ResultSetHeader } from 'mysql2';
import { getDb, type Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { syncUserDocument } from '../search/searchIndexSync.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { AwaitingAccountView } from '@/shared/signup/awaitingAccountView.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { m } from '@/paraglide/messages.js';

const AWAITING_LIST_MAX = 200;

/** Accounts waiting for approval, oldest first (the first to ask is the first answered). */
export async function listAwaitingApproval(db: Database = getDb()): Promise<AwaitingAccountView[]> {
  const rows = await db
    .select({
      id: users.id,
      nickname: users.nickname,
      email: users.email,
      phone: users.phone,
      signupIp: users.signupIp,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.status, UserStatus.awaitingApproval))
    .orderBy(asc(users.id))
    .limit(AWAITING_LIST_MAX);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * Approves (the account becomes active) or rejects (it is deleted the soft way, as an admin's delete
 * does) an account awaiting approval, audited. One that no longer waits is a 409: two moderators
 * deciding at once, one wins.
 */
export async function decideSignup(
  actor: { id: number; ip: string },
  userId: number,
  decision: 'approve' | 'reject',
  db: Database = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const status = decision === 'approve' ? UserStatus.active : UserStatus.deleted;
    const [header] = (await tx
      .update(users)
      .set({ status })
      .where(and(eq(users.id, userId), eq(users.status, UserStatus.awaitingApproval)))) as unknown as [
      ResultSetHeader,
    ];
    if (header.affectedRows !== 1) {
      throw new ApiError(409, m.signupdefence_not_awaiting(), ErrorCode.conflict);
    }
    if (decision === 'reject') await tx.delete(sessions).where(eq(sessions.userId, userId));
    await syncUserDocument(tx, userId);
    await recordAction(tx, {
      actorId: actor.id,
      action: decision === 'approve' ? 'user.approve' : 'user.reject',
      targetType: 'user',
      targetId: userId,
      ip: actor.ip,
    });
  });
}
