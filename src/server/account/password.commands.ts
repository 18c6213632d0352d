import { and, eq, ne } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { findUserById } from '../users/users.queries.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import { enforceRateLimit } from '../rateLimit/enforceRateLimit.ts';
import { PASSWORD_CHANGE_USER_LIMIT } from './accountRateLimits.ts';
import type { PasswordChangeData } from '@/shared/account/accountSchemas.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/**
 * Sets a first password, or changes it given the old one; every other session of the member is
 * signed out, the one making the change stays.
 */
export async function changePassword(
  userId: number,
  currentSessionId: string | null,
  input: PasswordChangeData,
  db: Database = getDb(),
): Promise<void> {
  const user = await findUserById(userId, db);
  if (!user) throw new ApiError(401, m.error_sign_in_first(), ErrorCode.notSignedIn);
  if (user.passwordHash) {
    await enforceRateLimit(`account:password:${userId}`, PASSWORD_CHANGE_USER_LIMIT, db);
    if (input.oldPassword === '') {
      throw new ApiError(400, m.account_old_password_required(), ErrorCode.validation, 'oldPassword');
    }
    if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
      throw new ApiError(400, m.account_old_password_wrong(), ErrorCode.validation, 'oldPassword');
    }
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    await tx
      .delete(sessions)
      .where(
        currentSessionId
          ? and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId))
          : eq(sessions.userId, userId),
      );
  });
}
