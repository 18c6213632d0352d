import type { RecordedEvent } from '../outbox/recordEvent.ts';
import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { findUserById } from '../users/users.queries.ts';
import { hashPassword } from '../auth/password.ts';
import type { SessionInfo } from '../auth/session.queries.ts';
import { createSessionUnlessTwoFactor } from '../twoFactor/sessionUnlessTwoFactor.ts';
import type { RequestMeta } from '../auth/requestMeta.ts';
import { enforceRateLimit } from '../rateLimit/enforceRateLimit.ts';
import { queueMail } from '../mail/queueMail.ts';
import { logger } from '../log/logger.ts';
import {
  consumeEmailToken,
  EmailTokenPurpose,
  hashEmailToken,
  issueEmailToken,
  RESET_PASSWORD_TTL_MS,
} from './emailTokens.ts';
import { passwordResetMail } from './accountMails.ts';
import { RESET_MAIL_ADDRESS_LIMIT, RESET_MAIL_IP_LIMIT, RESET_SUBMIT_IP_LIMIT } from './accountRateLimits.ts';
import type { MailContext } from './emailVerification.commands.ts';
import type { UserRow } from '../db/schema/index.ts';
import { endMemberProviderSessions } from '../oidc/backchannelLogout.ts';
import { deliverInBackground } from '../outbox/outboxDelivery.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/**
 * Starts a password reset. The answer (and its timing) is the same whether or not the address
 * belongs to anyone: the limits count every address, and the mail goes out after the response.
 * Resolves with the delivery promise so tests can wait for it; callers must not await it.
 */
export async function requestPasswordReset(
  email: string,
  meta: RequestMeta,
  context: MailContext,
  db: Database = getDb(),
): Promise<{ delivery: Promise<void> }> {
  await enforceRateLimit(`reset:ip:${meta.ip}`, RESET_MAIL_IP_LIMIT, db);
  await enforceRateLimit(`reset:address:${hashEmailToken(email)}`, RESET_MAIL_ADDRESS_LIMIT, db);
  const delivery = mailResetLink(email, context, db).catch((error: unknown) => {
    // Logged without the address: the log must not become a list of who asked.
    logger.warn({ reason: (error as { reason?: unknown }).reason ?? 'error' }, 'password reset mail failed');
  });
  return { delivery };
}

async function mailResetLink(email: string, context: MailContext, db: Database): Promise<void> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const user = rows[0];
  if (!user) return;
  const token = await issueEmailToken(
    {
      userId: user.id,
      purpose: EmailTokenPurpose.resetPassword,
      email,
      ttlMs: RESET_PASSWORD_TTL_MS,
      now: context.now,
    },
    db,
  );
  const link = `${context.origin}/user/password/reset?token=${token}`;
  await queueMail(
    passwordResetMail({ to: email, nickname: user.nickname, site: context.siteTitle, link }),
    db,
  );
}

export interface ResetOutcome {
  user: UserRow;
  token: string;
  session: SessionInfo;
}

/**
 * Sets the new password from a mailed link (single use, 30 minutes), signs every session of the
 * member out and opens a new one for this browser. Opening the link proves the mailbox, so the
 * address counts as verified too.
 */
export async function resetPassword(
  input: { token: string; password: string },
  meta: RequestMeta,
  now: Date = new Date(),
  db: Database = getDb(),
): Promise<ResetOutcome> {
  await enforceRateLimit(`reset:submit:${meta.ip}`, RESET_SUBMIT_IP_LIMIT, db);
  const passwordHash = await hashPassword(input.password);
  let logouts: RecordedEvent[] = [];
  const userId = await db.transaction(async (tx) => {
    const consumed = await consumeEmailToken(input.token, EmailTokenPurpose.resetPassword, now, tx);
    if (!consumed) return undefined;
    const owner = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, consumed.userId))
      .limit(1);
    // The member changed the address after asking: the link no longer speaks for the account.
    if (owner[0]?.email !== consumed.email) return undefined;
    await tx.update(users).set({ passwordHash, emailVerified: true }).where(eq(users.id, consumed.userId));
    await tx.delete(sessions).where(eq(sessions.userId, consumed.userId));
    // Signed out everywhere, of the sites signed in to through the forum too (decision 074).
    logouts = await endMemberProviderSessions(tx, consumed.userId);
    return consumed.userId;
  });
  if (logouts.length > 0) deliverInBackground(logouts, db);
  if (userId === undefined) {
    throw new ApiError(400, m.account_reset_link_invalid(), ErrorCode.validation, 'token');
  }
  const user = await findUserById(userId, db);
  if (!user) throw new ApiError(400, m.account_reset_link_invalid(), ErrorCode.validation, 'token');
  // The mailed link stands in for the password only: a member with two-factor sign-in still needs the code.
  const { token, session } = await createSessionUnlessTwoFactor(user.id, meta, '/', db);
  return { user, token, session };
}
