import { and, desc, eq, isNull } from 'drizzle-orm';
import { spammerRemovals, users } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { ApiError } from '../http/ApiError.ts';
import { refuseMemberAction, type Party } from '../admin/userRules.ts';
import { refusalError } from '../admin/memberLock.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { restorableUntil } from '@/shared/spammers/restoreWindow.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import type { Role } from '@/shared/users/currentUser.ts';
import { m } from '@/paraglide/messages.js';

type Reader = Database | Transaction;

const targetColumns = {
  id: users.id,
  role: users.role,
  status: users.status,
  nickname: users.nickname,
  email: users.email,
  signupIp: users.signupIp,
  bannedUntil: users.bannedUntil,
  banReason: users.banReason,
};

async function readTarget(db: Reader, userId: number, lock: boolean) {
  const query = db.select(targetColumns).from(users).where(eq(users.id, userId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.status === UserStatus.deleted) {
    throw new ApiError(404, m.adminusers_not_found(), ErrorCode.notFound);
  }
  return { ...row, role: row.role as Role };
}

/**
 * The account staff may remove as a spammer: a plain member (never staff, never oneself), read and,
 * inside a transaction, locked. Refusals are the member screen's 403s.
 */
export async function spammerTarget(db: Reader, actor: Party, userId: number, lock = false) {
  const target = await readTarget(db, userId, lock);
  const refusal = refuseMemberAction(actor, target, 'user.delete_spammer');
  if (refusal) throw refusalError(refusal);
  if (target.role !== 'user') throw new ApiError(403, m.spammer_refused_staff(), ErrorCode.forbidden);
  return target;
}

/** The account's last removal not yet restored, if it is still within the restore window. */
export async function restorableRemoval(db: Reader, userId: number, now: Date = new Date(), lock = false) {
  const query = db
    .select()
    .from(spammerRemovals)
    .where(and(eq(spammerRemovals.userId, userId), isNull(spammerRemovals.restoredAt)))
    .orderBy(desc(spammerRemovals.id))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row || restorableUntil(row.createdAt).getTime() <= now.getTime()) return undefined;
  return row;
}
