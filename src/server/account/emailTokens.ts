import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { getDb, type Database } from '../db/client.ts';
import { emailTokens } from '../db/schema/index.ts';
import { affectedRows } from '../db/affectedRows.ts';

export const EmailTokenPurpose = { verifyEmail: 0, resetPassword: 1 } as const;
export type EmailTokenPurposeValue = (typeof EmailTokenPurpose)[keyof typeof EmailTokenPurpose];

export const VERIFY_EMAIL_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PASSWORD_TTL_MS = 30 * 60 * 1000;

type Executor = Pick<Database, 'insert' | 'update' | 'select'>;

export function hashEmailToken(token: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

/** A token's shape, checked before any query: 43 characters of base64url (32 random bytes). */
function isEmailTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/**
 * Issues a new single-use token for the user and purpose; earlier unused ones of the same purpose
 * stop working, so only the newest link in the mailbox counts.
 */
export async function issueEmailToken(
  input: {
    userId: number;
    purpose: EmailTokenPurposeValue;
    email: string;
    ttlMs: number;
    now?: Date | undefined;
  },
  db: Executor = getDb(),
): Promise<string> {
  const now = input.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  await db
    .update(emailTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailTokens.userId, input.userId),
        eq(emailTokens.purpose, input.purpose),
        isNull(emailTokens.usedAt),
      ),
    );
  await db.insert(emailTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: hashEmailToken(token),
    email: input.email,
    expiresAt: new Date(now.getTime() + input.ttlMs),
    createdAt: now,
  });
  return token;
}

export interface ConsumedEmailToken {
  userId: number;
  email: string;
}

/**
 * Marks the token used and returns whom it was for, or undefined when it is unknown, used,
 * expired or of another purpose. The conditional UPDATE makes it single-use even under races.
 */
export async function consumeEmailToken(
  token: string,
  purpose: EmailTokenPurposeValue,
  now: Date = new Date(),
  db: Executor = getDb(),
): Promise<ConsumedEmailToken | undefined> {
  if (!isEmailTokenShape(token)) return undefined;
  const tokenHash = hashEmailToken(token);
  const condition = and(
    eq(emailTokens.tokenHash, tokenHash),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    gt(emailTokens.expiresAt, now),
  );
  const result = await db.update(emailTokens).set({ usedAt: now }).where(condition);
  if (affectedRows(result) !== 1) return undefined;
  const rows = await db
    .select({ userId: emailTokens.userId, email: emailTokens.email })
    .from(emailTokens)
    .where(eq(emailTokens.tokenHash, tokenHash))
    .limit(1);
  return rows[0];
}

/** Whether a token would be accepted now (the reset page checks before showing its form). */
export async function isEmailTokenUsable(
  token: string,
  purpose: EmailTokenPurposeValue,
  now: Date = new Date(),
  db: Executor = getDb(),
): Promise<boolean> {
  if (!isEmailTokenShape(token)) return false;
  const rows = await db
    .select({ id: emailTokens.id })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashEmailToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length === 1;
}
