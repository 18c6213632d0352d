import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { twoFactorChallenges } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { fitsColumn } from '../db/fitsColumn.ts';
import { enforceRateLimit } from '../rateLimit/enforceRateLimit.ts';
import { refundRateLimit } from '../rateLimit/fixedWindow.ts';
import { SIGNIN_IP_LIMIT } from '../auth/authRateLimits.ts';
import { createSession } from '../auth/session.commands.ts';
import { type SessionInfo } from '../auth/session.queries.ts';
import { generateSessionToken, sessionIdFromToken } from '../auth/sessionToken.ts';
import type { RequestMeta } from '../auth/requestMeta.ts';
import { findUserById } from '../users/users.queries.ts';
import type { UserRow } from '../db/schema/index.ts';
import { useSecondFactor } from './verifySecondFactor.ts';
import {
  CHALLENGE_LIFETIME_MS,
  CHALLENGE_MAX_ATTEMPTS,
  TWO_FACTOR_USER_LIMIT,
} from './twoFactorRateLimits.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { m } from '@/paraglide/messages.js';

export interface IssuedChallenge {
  token: string;
  expiresAt: Date;
  redirect: string;
}

/** Records a sign-in that passed its first factor; the token goes to the browser, its hash here. */
export async function createChallenge(
  userId: number,
  redirect: string,
  db: Database = getDb(),
  now = Date.now(),
): Promise<IssuedChallenge> {
  const token = generateSessionToken();
  const expiresAt = new Date(now + CHALLENGE_LIFETIME_MS);
  // Old, expired challenges of anyone are swept on the way (they are small and short-lived).
  await db.delete(twoFactorChallenges).where(lte(twoFactorChallenges.expiresAt, new Date(now)));
  await db.insert(twoFactorChallenges).values({
    id: sessionIdFromToken(token),
    userId,
    // A cut path would lead somewhere else: one too long for the column leads home.
    redirect: fitsColumn(redirect, twoFactorChallenges.redirect) ? redirect : '/',
    expiresAt,
  });
  return { token, expiresAt, redirect };
}

function expired(): ApiError {
  return new ApiError(400, m.twofactor_challenge_expired(), ErrorCode.validation, 'challenge');
}

export interface CompletedSignIn {
  user: UserRow;
  token: string;
  session: SessionInfo;
  redirect: string;
}

/**
 * The code step: an attempt is counted on the challenge (at most CHALLENGE_MAX_ATTEMPTS), on the
 * member and on the address before the code is checked. A right code deletes the challenge (so
 * it serves once) and only then creates the session.
 */
export async function completeChallenge(
  token: string,
  code: string,
  meta: RequestMeta,
  db: Database = getDb(),
): Promise<CompletedSignIn> {
  if (!/^[a-z2-7]{32}$/.test(token)) throw expired();
  await enforceRateLimit(`signin:ip:${meta.ip}`, SIGNIN_IP_LIMIT, db);
  const id = sessionIdFromToken(token);
  const now = new Date();
  const counted = await db
    .update(twoFactorChallenges)
    .set({ attempts: sql`attempts + 1` })
    .where(
      and(
        eq(twoFactorChallenges.id, id),
        gt(twoFactorChallenges.expiresAt, now),
        lt(twoFactorChallenges.attempts, CHALLENGE_MAX_ATTEMPTS),
      ),
    );
  if (affectedRows(counted) !== 1) throw expired();
  const rows = await db.select().from(twoFactorChallenges).where(eq(twoFactorChallenges.id, id)).limit(1);
  const challenge = rows[0];
  if (!challenge) throw expired();
  const bucket = `twofactor:user:${challenge.userId}`;
  await enforceRateLimit(bucket, TWO_FACTOR_USER_LIMIT, db);
  if (!(await useSecondFactor(challenge.userId, code, db))) {
    throw new ApiError(400, m.twofactor_code_invalid(), ErrorCode.validation, 'code');
  }
  const taken = await db.delete(twoFactorChallenges).where(eq(twoFactorChallenges.id, id));
  if (affectedRows(taken) !== 1) throw expired();
  await refundRateLimit(bucket, db);
  const user = await findUserById(challenge.userId, db);
  if (!user || user.status !== UserStatus.active) throw expired();
  const { token: sessionToken, session } = await createSession(user.id, meta, db);
  return { user, token: sessionToken, session, redirect: challenge.redirect };
}
