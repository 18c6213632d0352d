import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { userTwoFactor } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { verifyPassword } from '../auth/password.ts';
import { findUserById } from '../users/users.queries.ts';
import { enforceRateLimit } from '../rateLimit/enforceRateLimit.ts';
import { useSecondFactor } from '../twoFactor/verifySecondFactor.ts';
import { DELETION_CONFIRM_LIMIT } from './accountDataRules.ts';
import type { AccountDataStatus, AccountDeletionInput } from '@/shared/mydata/accountDataSchemas.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/** How the member proves it is them: a second-factor code when 2FA is on, else their password. */
export async function confirmationOf(
  userId: number,
  db: Database,
): Promise<AccountDataStatus['confirmWith']> {
  const [twoFactor] = await db
    .select({ enabledAt: userTwoFactor.enabledAt })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .limit(1);
  if (twoFactor?.enabledAt) return 'code';
  const user = await findUserById(userId, db);
  return user?.passwordHash ? 'password' : 'set-password';
}

/**
 * Checks the proof a deletion asks for; 400 with the field to mark when it is wrong. An account
 * without a password or 2FA (signed up through another site) sets a password first.
 */
export async function confirmIdentity(
  userId: number,
  input: AccountDeletionInput,
  db: Database,
): Promise<void> {
  const how = await confirmationOf(userId, db);
  if (how === 'set-password') {
    throw new ApiError(400, m.mydata_delete_set_password_first(), ErrorCode.validation, 'password');
  }
  await enforceRateLimit(`mydata:delete:${userId}`, DELETION_CONFIRM_LIMIT, db);
  if (how === 'code') {
    if (!input.code || !(await useSecondFactor(userId, input.code, db))) {
      throw new ApiError(400, m.mydata_delete_code_wrong(), ErrorCode.validation, 'code');
    }
    return;
  }
  const user = await findUserById(userId, db);
  if (!input.password || !user?.passwordHash || !(await verifyPassword(user.passwordHash, input.password))) {
    throw new ApiError(400, m.mydata_delete_password_wrong(), ErrorCode.validation, 'password');
  }
}
