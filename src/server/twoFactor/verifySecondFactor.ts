import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { twoFactorRecoveryCodes, userTwoFactor } from '../db/schema/index.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { openSecret } from './secretBox.ts';
import { matchingStep } from './totp.ts';
import { hashRecoveryCode, normalizeRecoveryCode } from './recoveryCodes.ts';

type Executor = Pick<Database, 'select' | 'update'>;

/**
 * Accepts a current TOTP code once: the step is recorded with a conditional UPDATE, so the same
 * code (or an older one) cannot be used again, even by two requests at the same moment.
 */
export async function useTotpCode(
  userId: number,
  code: string,
  db: Executor,
  options: { pending?: boolean; now?: number } = {},
): Promise<boolean> {
  const rows = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, userId)).limit(1);
  const row = rows[0];
  if (!row || (row.enabledAt === null) !== (options.pending ?? false)) return false;
  const step = matchingStep(
    openSecret(row.secretCipher, userId),
    code.trim(),
    options.now ?? Date.now(),
    row.lastStep,
  );
  if (step === null) return false;
  const result = await db
    .update(userTwoFactor)
    .set({ lastStep: step })
    .where(and(eq(userTwoFactor.userId, userId), lt(userTwoFactor.lastStep, step)));
  return affectedRows(result) === 1;
}

/** Uses up one unused recovery code of the member. */
async function useRecoveryCode(userId: number, input: string, db: Executor): Promise<boolean> {
  const code = normalizeRecoveryCode(input);
  if (!code) return false;
  const result = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`CURRENT_TIMESTAMP(3)` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.userId, userId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    );
  return affectedRows(result) === 1;
}

/** A six-digit code is checked as TOTP; anything else as a recovery code. */
export async function useSecondFactor(userId: number, input: string, db: Executor): Promise<boolean> {
  const trimmed = input.trim().replace(/\s/g, '');
  if (/^\d{6}$/.test(trimmed)) return useTotpCode(userId, trimmed, db);
  return useRecoveryCode(userId, trimmed, db);
}
