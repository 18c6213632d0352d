import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { hashPassword } from '../auth/password.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { endMemberProviderSessions } from '../oidc/backchannelLogout.ts';
import { deliverInBackground } from '../outbox/outboxDelivery.ts';
import { requireReason } from '../moderation/bans.commands.ts';
import { syncUserDocument } from '../search/searchIndexSync.ts';
import { refuseMemberAction, refuseRoleChange, type AssignableRole, type Party } from './userRules.ts';
import { lockMember, refusalError } from './memberLock.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';

export async function changeUserRole(
  actor: Party,
  input: { userId: number; role: AssignableRole },
  ip: string,
  db: Database = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockMember(tx, input.userId);
    const refusal = refuseRoleChange(actor, target, input.role);
    if (refusal) throw refusalError(refusal);
    if (target.role === input.role) return;
    await tx.update(users).set({ role: input.role }).where(eq(users.id, target.id));
    await recordAction(tx, {
      actorId: actor.id,
      action: 'user.role',
      targetType: 'user',
      targetId: target.id,
      detail: { from: target.role, to: input.role },
      ip,
    });
  });
}

// No look-alike characters (0/O, 1/l/I): the admin reads it out or copies it to the member.
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const PASSWORD_LENGTH = 16;

/** 16 characters from 56: about 93 bits, from the system's CSPRNG. */
function temporaryPassword(): string {
  let password = '';
  for (let index = 0; index < PASSWORD_LENGTH; index += 1) {
    password += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)];
  }
  return password;
}

/**
 * Sets a new random password and signs the member out everywhere. The password is returned once
 * for the admin to pass on; it is never stored in clear or written to the audit log.
 */
export async function resetUserPassword(
  actor: Party,
  input: { userId: number },
  ip: string,
  db: Database = getDb(),
): Promise<{ password: string }> {
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const logouts = await db.transaction(async (tx) => {
    const target = await lockMember(tx, input.userId);
    const refusal = refuseMemberAction(actor, target, 'user.password.reset');
    if (refusal) throw refusalError(refusal);
    await tx.update(users).set({ passwordHash }).where(eq(users.id, target.id));
    await tx.delete(sessions).where(eq(sessions.userId, target.id));
    await recordAction(tx, {
      actorId: actor.id,
      action: 'user.password_reset',
      targetType: 'user',
      targetId: target.id,
      ip,
    });
    // Signed out everywhere, of the sites signed in to through the forum too (decision 074).
    return endMemberProviderSessions(tx, target.id);
  });
  if (logouts.length > 0) deliverInBackground(logouts, db);
  return { password };
}

/**
 * Soft delete: status 'deleted', signed out everywhere, gone from search and the profile pages;
 * their content stays (moderators remove it separately) and the row keeps the audit trail whole.
 */
export async function deleteUser(
  actor: Party,
  input: { userId: number; reason: string },
  ip: string,
  db: Database = getDb(),
): Promise<void> {
  const reason = requireReason(input.reason);
  const logouts = await db.transaction(async (tx) => {
    const target = await lockMember(tx, input.userId);
    const refusal = refuseMemberAction(actor, target, 'user.delete');
    if (refusal) throw refusalError(refusal);
    await tx.update(users).set({ status: UserStatus.deleted }).where(eq(users.id, target.id));
    await tx.delete(sessions).where(eq(sessions.userId, target.id));
    await syncUserDocument(tx, target.id);
    await recordAction(tx, {
      actorId: actor.id,
      action: 'user.delete',
      targetType: 'user',
      targetId: target.id,
      reason,
      ip,
    });
    return endMemberProviderSessions(tx, target.id);
  });
  if (logouts.length > 0) deliverInBackground(logouts, db);
}
