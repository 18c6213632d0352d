import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';
import { findUserById } from '../users/users.queries.ts';
import { enforceRateLimit } from '../rateLimit/enforceRateLimit.ts';
import { queueMail, type MailHandoff } from '../mail/queueMail.ts';
import { logger } from '../log/logger.ts';
import { consumeEmailToken, EmailTokenPurpose, issueEmailToken, VERIFY_EMAIL_TTL_MS } from './emailTokens.ts';
import { verificationMail } from './accountMails.ts';
import { VERIFY_MAIL_USER_LIMIT } from './accountRateLimits.ts';
import { mailNotConfigured, sendEmailFailed } from './accountErrors.ts';
import { MailError } from '../mail/mailError.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

export interface MailContext {
  /** Where links in the mail point, e.g. https://plaza.example */
  origin: string;
  siteTitle: string;
  now?: Date;
}

export type EmailChangeOutcome = MailHandoff | 'already-verified';

/**
 * Sets or changes the address (unverified from then on) and mails a single-use verification
 * link. Asking again for the current unverified address sends a new link; the same verified
 * address is left alone.
 */
export async function requestEmailVerification(
  userId: number,
  email: string,
  context: MailContext,
  db: Database = getDb(),
): Promise<EmailChangeOutcome> {
  const user = await findUserById(userId, db);
  if (!user) throw new ApiError(401, m.error_sign_in_first(), ErrorCode.notSignedIn);
  if (user.email === email && user.emailVerified) return 'already-verified';
  await enforceRateLimit(`account:verify-mail:${userId}`, VERIFY_MAIL_USER_LIMIT, db);
  if (user.email !== email) {
    try {
      await db.update(users).set({ email, emailVerified: false }).where(eq(users.id, userId));
    } catch (error) {
      if (isDuplicateKey(error)) {
        throw new ApiError(409, m.account_email_taken(), ErrorCode.conflict, 'email');
      }
      throw error;
    }
  }
  const token = await issueEmailToken(
    { userId, purpose: EmailTokenPurpose.verifyEmail, email, ttlMs: VERIFY_EMAIL_TTL_MS, now: context.now },
    db,
  );
  const link = `${context.origin}/user/email/verify?token=${token}`;
  try {
    return await queueMail(
      verificationMail({ to: email, nickname: user.nickname, site: context.siteTitle, link }),
      db,
    );
  } catch (error) {
    logger.warn({ userId, reason: (error as { reason?: unknown }).reason }, 'verification mail failed');
    if (error instanceof MailError && error.reason === 'not-configured') throw mailNotConfigured();
    throw sendEmailFailed();
  }
}

/**
 * Confirms an address from a mailed link: the token is used up and, when the member still has
 * that address, it becomes verified. Returns the user id, or undefined for any bad link.
 */
export async function verifyEmail(
  token: string,
  now: Date = new Date(),
  db: Database = getDb(),
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const consumed = await consumeEmailToken(token, EmailTokenPurpose.verifyEmail, now, tx);
    if (!consumed) return undefined;
    // A link for an address the member has since replaced proves nothing about the current one.
    const result = await tx
      .update(users)
      .set({ emailVerified: true })
      .where(and(eq(users.id, consumed.userId), eq(users.email, consumed.email)));
    return affectedRows(result) === 1 || (await isVerified(consumed.userId, consumed.email, tx))
      ? consumed.userId
      : undefined;
  });
}

async function isVerified(userId: number, email: string, db: Pick<Database, 'select'>): Promise<boolean> {
  const rows = await db
    .select({ verified: users.emailVerified })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.email, email)))
    .limit(1);
  return rows[0]?.verified === true;
}
