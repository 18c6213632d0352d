import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { getDb, type Database } from '../db/client.ts';
import { users, type UserRow } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { enforceRateLimit } from '../rateLimit/enforceRateLimit.ts';
import { refundRateLimit } from '../rateLimit/fixedWindow.ts';
import { findUserById, findUserBySigninName } from '../users/users.queries.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { DUMMY_PASSWORD_HASH } from './dummyPasswordHash.ts';
import { createSession, invalidateSession } from './session.commands.ts';
import { type SessionInfo } from './session.queries.ts';
import { SIGNIN_ACCOUNT_LIMIT, SIGNIN_IP_LIMIT, SIGNUP_IP_LIMIT } from './authRateLimits.ts';
import type { RequestMeta } from './requestMeta.ts';
import type { SigninData } from '@/shared/auth/signinSchema.ts';
import type { SignupData } from '@/shared/auth/signupSchema.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { m } from '@/paraglide/messages.js';
import { giveDerivedUsername } from '../account/derivedUsername.ts';
import { syncUserDocument } from '../search/searchIndexSync.ts';
import { createSessionUnlessTwoFactor } from '../twoFactor/sessionUnlessTwoFactor.ts';
import { admitSignup } from '../signup/admitSignup.ts';
import { admittedMemberValues } from '../signup/admittedMemberValues.ts';
import { refundSignupThrottle } from '../signup/signupThrottle.ts';
import { useInvitation } from '../signup/invitations.commands.ts';
import { assertNotAwaitingApproval } from '../signup/assertMaySignIn.ts';
import { recordEvent, type RecordedEvent } from '../outbox/recordEvent.ts';
import { deliverNow } from '../outbox/outboxDelivery.ts';

export interface AuthSession {
  user: UserRow;
  token: string;
  session: SessionInfo;
}

function hashed(value: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(value)));
}

/** Unknown names are limited too (by a hash: people type passwords into the name field). */
function accountBucket(user: UserRow | undefined, name: string): string {
  return user ? `signin:account:${user.id}` : `signin:name:${hashed(name.trim().toLowerCase())}`;
}

/**
 * Signs in by username or email. Every failure says the same thing and costs the same Argon2id
 * time whether or not the account exists. An attempt counts against the account before the
 * password is checked and is refunded on success, so parallel guesses cannot exceed the limit.
 */
export async function signIn(
  input: Pick<SigninData, 'username' | 'password'> & { redirect?: string },
  meta: RequestMeta,
  db: Database = getDb(),
): Promise<AuthSession> {
  await enforceRateLimit(`signin:ip:${meta.ip}`, SIGNIN_IP_LIMIT, db);
  const user = await findUserBySigninName(input.username, db);
  const bucket = accountBucket(user, input.username);
  await enforceRateLimit(bucket, SIGNIN_ACCOUNT_LIMIT, db);
  const storedHash = user?.passwordHash || DUMMY_PASSWORD_HASH;
  const valid = await verifyPassword(storedHash, input.password);
  if (user && user.passwordHash && valid) assertNotAwaitingApproval(user);
  // A member deleted by an admin hears the same answer as a wrong password.
  if (!user || !user.passwordHash || !valid || user.status !== UserStatus.active) {
    throw new ApiError(400, m.auth_invalid_credentials(), ErrorCode.validation);
  }
  await refundRateLimit(bucket, db);
  // With two-factor sign-in on this throws TwoFactorRequiredError: no session before the code.
  const { token, session } = await createSessionUnlessTwoFactor(user.id, meta, input.redirect ?? '/', db);
  return { user, token, session };
}

/** A sign-up that made an account waiting for staff approval: no session yet. */
export interface AwaitingApproval {
  user: UserRow;
  awaitingApproval: true;
}

/**
 * Creates a member (role `user`, a username given from their nickname) and signs them in, once the
 * sign-up defences let them (admitSignup); in approval mode the account waits and gets no session.
 */
export async function signUp(
  input: Pick<SignupData, 'nickname' | 'email' | 'password'> & { invite?: string | undefined },
  meta: RequestMeta & { deviceId?: string | null; locale?: string },
  db: Database = getDb(),
): Promise<AuthSession | AwaitingApproval> {
  await enforceRateLimit(`signup:ip:${meta.ip}`, SIGNUP_IP_LIMIT, db);
  const email = input.email.trim().toLowerCase();
  const admission = await admitSignup(
    { email, ip: meta.ip, deviceId: meta.deviceId ?? null, invite: input.invite ?? '' },
    db,
  );
  let userId: number;
  let signedUp: RecordedEvent | undefined;
  try {
    const passwordHash = await hashPassword(input.password);
    userId = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(users)
        .values({
          nickname: input.nickname.trim(),
          email,
          passwordHash,
          ...admittedMemberValues(admission, meta),
        })
        .$returningId();
      const id = inserted[0]!.id;
      if (admission.invite) await useInvitation(admission.invite, id, tx);
      signedUp = await recordEvent(tx, { type: 'member.signed_up', userId: id, at: Date.now() });
      return id;
    });
  } catch (error) {
    await refundSignupThrottle(admission.throttleKeys, db);
    // The unique index decides: a pre-check alone would race with a parallel sign-up.
    if (isDuplicateKey(error)) {
      throw new ApiError(409, m.auth_email_taken(), ErrorCode.conflict, 'email');
    }
    if (error instanceof ApiError) throw error;
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    // eslint-disable-next-line preserve-caught-error -- the driver's error holds the query parameters (the hash)
    throw new Error(`Could not create the user (${String(code ?? 'unknown')})`);
  }
  await giveDerivedUsername(db, userId, input.nickname.trim());
  await syncUserDocument(db, userId);
  // After the username is given: the webhook's payload names the member by it.
  if (signedUp) await deliverNow([signedUp], db);
  const user = await findUserById(userId, db);
  if (!user) throw new Error('The new user disappeared');
  if (admission.status === UserStatus.awaitingApproval) return { user, awaitingApproval: true };
  const { token, session } = await createSession(user.id, meta, db);
  return { user, token, session };
}

/** Ends the session, if any; signing out twice is fine. */
export async function signOut(session: SessionInfo | null, db: Database = getDb()): Promise<void> {
  if (session) await invalidateSession(session.id, db);
}
