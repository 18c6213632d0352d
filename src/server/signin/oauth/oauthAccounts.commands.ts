import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '../../db/client.ts';
import { oauthAccounts, users, type UserRow } from '../../db/schema/index.ts';
import { ApiError } from '../../http/ApiError.ts';
import { isDuplicateKey } from '../../db/mysqlErrors.ts';
import { findUserById } from '../../users/users.queries.ts';
import type { Transaction } from '../../entities/entityTarget.ts';
import { fitsColumn } from '../../db/fitsColumn.ts';
import { OAuthFailure, type OAuthIdentity, type OAuthProviderName } from './oauthTypes.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { NICKNAME_MAX } from '@/shared/users/nickname.ts';
import { truncateText } from '@/shared/text/truncateText.ts';
import { m } from '@/paraglide/messages.js';
import { giveDerivedUsername } from '../../account/derivedUsername.ts';
import { syncUserDocument } from '../../search/searchIndexSync.ts';
import { admitSignup } from '../../signup/admitSignup.ts';
import { admittedMemberValues } from '../../signup/admittedMemberValues.ts';
import { refundSignupThrottle } from '../../signup/signupThrottle.ts';
import type { SignupOrigin } from '../../signup/signupOrigin.ts';
import { recordEvent, type RecordedEvent } from '../../outbox/recordEvent.ts';
import { deliverNow } from '../../outbox/outboxDelivery.ts';

const taken = () => new ApiError(409, m.signin_oauth_taken(), ErrorCode.conflict);

async function userOfSubject(provider: OAuthProviderName, subject: string, db: Database) {
  const rows = await db
    .select({ user: users })
    .from(oauthAccounts)
    .innerJoin(users, eq(users.id, oauthAccounts.userId))
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.subject, subject)))
    .limit(1);
  return rows[0]?.user;
}

async function bind(
  userId: number,
  provider: OAuthProviderName,
  identity: OAuthIdentity,
  db: Database | Transaction,
) {
  await db.insert(oauthAccounts).values({
    userId,
    provider,
    subject: identity.subject,
    email: fitsColumn(identity.email ?? '', oauthAccounts.email) ? (identity.email ?? '') : '',
  });
}

/** A nickname from the provider's name, else the provider's label. */
function nicknameFor(identity: OAuthIdentity, provider: OAuthProviderName): string {
  const name = truncateText(identity.name.trim(), { unit: 'characters', max: NICKNAME_MAX });
  return name || `${provider} user`;
}

/**
 * Who a provider's identity signs in as (the rules of decision 016):
 * 1. an existing binding of (provider, subject) wins;
 * 2. a signed-in member who started a bind gets the binding;
 * 3. a VERIFIED email that matches a member binds to that member (an unverified one never does);
 * 4. otherwise a new member is created, once the sign-up defences (admitSignup) let them in, (with the email when nobody has it, verified only if the
 *    provider says so) and bound. Unique keys decide races; the loser re-reads the winner.
 */
export async function resolveOAuthUser(
  provider: OAuthProviderName,
  identity: OAuthIdentity,
  bindUserId: number | null,
  db: Database = getDb(),
  origin: SignupOrigin = { ip: '', deviceId: null },
): Promise<UserRow> {
  // Subjects are at most 255 characters (OpenID Connect); one we cannot store cannot sign in.
  if (!fitsColumn(identity.subject, oauthAccounts.subject)) throw new OAuthFailure('The subject is too long');
  const bound = await userOfSubject(provider, identity.subject, db);
  if (bound) {
    if (bindUserId !== null && bound.id !== bindUserId) throw taken();
    return bound;
  }
  const address = identity.email?.trim().toLowerCase() ?? '';
  // A cut address would be someone else's: one too long to store counts as none.
  const email = address !== '' && fitsColumn(address, users.email) ? address : null;
  try {
    if (bindUserId !== null) {
      const user = await findUserById(bindUserId, db);
      if (!user) throw taken();
      await bind(user.id, provider, identity, db);
      return user;
    }
    if (email && identity.emailVerified) {
      const [owner] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      if (owner) {
        await bind(owner.id, provider, identity, db);
        return owner;
      }
    }
    return await createBoundUser(provider, identity, email, origin, db);
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    // Someone bound this subject meanwhile, or the member already has another account of this provider.
    const winner = await userOfSubject(provider, identity.subject, db);
    if (winner && (bindUserId === null || winner.id === bindUserId)) return winner;
    throw taken();
  }
}

async function createBoundUser(
  provider: OAuthProviderName,
  identity: OAuthIdentity,
  email: string | null,
  origin: SignupOrigin,
  db: Database,
): Promise<UserRow> {
  const admission = await admitSignup({ email, ...origin }, db);
  let signedUp: RecordedEvent | undefined;
  const userId = await db
    .transaction(async (tx) => {
      // An address someone already uses stays theirs: the new member starts without an email.
      const [holder] = email
        ? await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1)
        : [];
      const keepEmail = email !== null && !holder;
      const inserted = await tx
        .insert(users)
        .values({
          nickname: nicknameFor(identity, provider),
          email: keepEmail ? email : null,
          emailVerified: keepEmail && identity.emailVerified,
          ...admittedMemberValues(admission, origin),
        })
        .$returningId();
      const id = inserted[0]!.id;
      await bind(id, provider, identity, tx);
      await giveDerivedUsername(tx, id, nicknameFor(identity, provider));
      await syncUserDocument(tx, id);
      signedUp = await recordEvent(tx, { type: 'member.signed_up', userId: id, at: Date.now() });
      return id;
    })
    .catch(async (error: unknown) => {
      await refundSignupThrottle(admission.throttleKeys, db);
      throw error;
    });
  if (signedUp) await deliverNow([signedUp], db);
  const user = await findUserById(userId, db);
  if (!user) throw new Error('The new user disappeared');
  return user;
}

/**
 * Removes a binding unless it is the member's only way to sign in (no password, no phone, no other
 * binding). The user row is locked so two parallel unbinds cannot remove the last two methods.
 */
export async function unbindProvider(
  userId: number,
  provider: OAuthProviderName,
  db: Database = getDb(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ passwordHash: users.passwordHash, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const bindings = await tx
      .select({ provider: oauthAccounts.provider })
      .from(oauthAccounts)
      .where(eq(oauthAccounts.userId, userId));
    if (!user || !bindings.some((row) => row.provider === provider)) {
      throw new ApiError(400, m.signin_unbind_failed(), ErrorCode.validation);
    }
    const others = bindings.length - 1;
    if (!user.passwordHash && !user.phone && others === 0) {
      throw new ApiError(400, m.signin_unbind_only_method(), ErrorCode.validation);
    }
    await tx
      .delete(oauthAccounts)
      .where(and(eq(oauthAccounts.userId, userId), eq(oauthAccounts.provider, provider)));
  });
}
