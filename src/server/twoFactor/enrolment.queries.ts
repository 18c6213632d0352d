import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { twoFactorRecoveryCodes, userTwoFactor } from '../db/schema/index.ts';
import { openSecret } from './secretBox.ts';
import { otpauthUri, totpSecretText } from './totp.ts';

export interface TwoFactorStatus {
  enabledAt: Date | null;
  recoveryRemaining: number;
}

export async function twoFactorStatus(userId: number, db: Database = getDb()): Promise<TwoFactorStatus> {
  const rows = await db
    .select({ enabledAt: userTwoFactor.enabledAt })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId))
    .limit(1);
  const enabledAt = rows[0]?.enabledAt ?? null;
  if (!enabledAt) return { enabledAt: null, recoveryRemaining: 0 };
  const counted = await db
    .select({ count: sql<number>`count(*)` })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return { enabledAt, recoveryRemaining: Number(counted[0]?.count ?? 0) };
}

export async function isTwoFactorEnabled(userId: number, db: Database = getDb()): Promise<boolean> {
  const rows = await db
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, userId), isNotNull(userTwoFactor.enabledAt)))
    .limit(1);
  return rows.length > 0;
}

export interface PendingEnrolment {
  secret: string;
  uri: string;
}

export type EnrollingUser = { id: number; username: string | null; nickname: string };

export function shownEnrolment(user: EnrollingUser, issuer: string, secret: Uint8Array): PendingEnrolment {
  return { secret: totpSecretText(secret), uri: otpauthUri(issuer, user.username || user.nickname, secret) };
}

/** The secret waiting for its first code, as the setup screen shows it; undefined when none. */
export async function pendingEnrolment(
  user: EnrollingUser,
  issuer: string,
  db: Database = getDb(),
): Promise<PendingEnrolment | undefined> {
  const rows = await db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id)).limit(1);
  const row = rows[0];
  if (!row || row.enabledAt) return undefined;
  return shownEnrolment(user, issuer, openSecret(row.secretCipher, user.id));
}
