import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { twoFactorChallenges, twoFactorRecoveryCodes, userTwoFactor } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { enforceRateLimit } from '../rateLimit/enforceRateLimit.ts';
import { refundRateLimit } from '../rateLimit/fixedWindow.ts';
import { findUserById } from '../users/users.queries.ts';
import { verifyPassword } from '../auth/password.ts';
import { sealSecret } from './secretBox.ts';
import { newTotpSecret } from './totp.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recoveryCodes.ts';
import { useSecondFactor, useTotpCode } from './verifySecondFactor.ts';
import { TWO_FACTOR_USER_LIMIT } from './twoFactorRateLimits.ts';
import {
  isTwoFactorEnabled,
  shownEnrolment,
  type EnrollingUser,
  type PendingEnrolment,
} from './enrolment.queries.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/** Starts (or restarts) setup with a new secret; it signs nothing in until a code confirms it. */
export async function startEnrolment(
  user: EnrollingUser,
  issuer: string,
  db: Database = getDb(),
): Promise<PendingEnrolment> {
  if (await isTwoFactorEnabled(user.id, db)) {
    throw new ApiError(409, m.twofactor_already_enabled(), ErrorCode.conflict);
  }
  const secret = newTotpSecret();
  const secretCipher = sealSecret(secret, user.id);
  await db
    .insert(userTwoFactor)
    .values({ userId: user.id, secretCipher, enabledAt: null, lastStep: 0 })
    // Never overwrite an enrolment that became active meanwhile.
    .onDuplicateKeyUpdate({
      set: {
        secretCipher: sql`IF(enabled_at IS NULL, VALUES(secret_cipher), secret_cipher)`,
        lastStep: sql`IF(enabled_at IS NULL, 0, last_step)`,
      },
    });
  return shownEnrolment(user, issuer, secret);
}

async function issueRecoveryCodes(
  userId: number,
  tx: Pick<Database, 'delete' | 'insert'>,
): Promise<string[]> {
  const codes = newRecoveryCodes();
  await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  await tx
    .insert(twoFactorRecoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
  return codes;
}

function invalidCode(): ApiError {
  return new ApiError(400, m.twofactor_code_invalid(), ErrorCode.validation, 'code');
}

/** A correct code turns the pending enrolment on; the answer is the 10 recovery codes, shown once. */
export async function confirmEnrolment(
  userId: number,
  code: string,
  db: Database = getDb(),
): Promise<string[]> {
  const bucket = `twofactor:user:${userId}`;
  await enforceRateLimit(bucket, TWO_FACTOR_USER_LIMIT, db);
  const codes = await db.transaction(async (tx) => {
    if (!(await useTotpCode(userId, code, tx, { pending: true }))) return undefined;
    await tx
      .update(userTwoFactor)
      .set({ enabledAt: sql`CURRENT_TIMESTAMP(3)` })
      .where(and(eq(userTwoFactor.userId, userId), isNull(userTwoFactor.enabledAt)));
    return issueRecoveryCodes(userId, tx);
  });
  if (!codes) throw invalidCode();
  await refundRateLimit(bucket, db);
  return codes;
}

async function requireEnabled(userId: number, db: Database): Promise<void> {
  if (!(await isTwoFactorEnabled(userId, db))) {
    throw new ApiError(409, m.twofactor_not_enabled(), ErrorCode.conflict);
  }
}

/** Replaces every recovery code; needs a current code from the app. */
export async function regenerateRecoveryCodes(
  userId: number,
  code: string,
  db: Database = getDb(),
): Promise<string[]> {
  await requireEnabled(userId, db);
  await enforceRateLimit(`twofactor:user:${userId}`, TWO_FACTOR_USER_LIMIT, db);
  const codes = await db.transaction(async (tx) =>
    (await useTotpCode(userId, code, tx)) ? issueRecoveryCodes(userId, tx) : undefined,
  );
  if (!codes) throw invalidCode();
  return codes;
}

/** Turns two-factor sign-in off with a current code (or recovery code) or the password. */
export async function disableTwoFactor(
  userId: number,
  proof: { code?: string | undefined; password?: string | undefined },
  db: Database = getDb(),
): Promise<void> {
  await requireEnabled(userId, db);
  await enforceRateLimit(`twofactor:user:${userId}`, TWO_FACTOR_USER_LIMIT, db);
  if (proof.code) {
    if (!(await useSecondFactor(userId, proof.code, db))) throw invalidCode();
  } else if (proof.password) {
    const user = await findUserById(userId, db);
    if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, proof.password))) {
      throw new ApiError(400, m.twofactor_password_invalid(), ErrorCode.validation, 'password');
    }
  } else {
    throw new ApiError(400, m.twofactor_code_or_password_required(), ErrorCode.validation, 'code');
  }
  await db.transaction(async (tx) => {
    await tx.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
    await tx.delete(twoFactorChallenges).where(eq(twoFactorChallenges.userId, userId));
  });
}
