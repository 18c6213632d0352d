import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { getDb, type Database } from '../../db/client.ts';
import { smsCodes } from '../../db/schema/index.ts';
import { affectedRows } from '../../db/affectedRows.ts';
import { ApiError } from '../../http/ApiError.ts';
import { enforceRateLimit } from '../../rateLimit/enforceRateLimit.ts';
import type { RequestMeta } from '../../auth/requestMeta.ts';
import { SMS_IP_HOUR_LIMIT, SMS_PHONE_HOUR_LIMIT, SMS_PHONE_MINUTE_LIMIT } from './smsRateLimits.ts';
import { SmsDeliveryError, type SmsProvider } from './smsProvider.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { SMS_CODE_LENGTH } from '@/shared/signin/smsSchemas.ts';
import { m } from '@/paraglide/messages.js';

const SMS_CODE_TTL_MS = 5 * 60_000;
export const SMS_CODE_MAX_ATTEMPTS = 5;

function hashCode(code: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(code)));
}

function generateSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
}

/**
 * Stores a new code (its hash) for the number and sends it. Limits: per address 20 an hour, per
 * number one a minute and five an hour. A code the provider did not take is voided at once.
 */
export async function sendSmsCode(
  phone: string,
  meta: RequestMeta,
  provider: SmsProvider,
  siteTitle: string,
  db: Database = getDb(),
): Promise<void> {
  await enforceRateLimit(`sms:ip:${meta.ip}`, SMS_IP_HOUR_LIMIT, db);
  await enforceRateLimit(`sms:phone:min:${phone}`, SMS_PHONE_MINUTE_LIMIT, db);
  await enforceRateLimit(`sms:phone:hour:${phone}`, SMS_PHONE_HOUR_LIMIT, db);
  const code = generateSmsCode();
  const inserted = await db
    .insert(smsCodes)
    .values({ phone, codeHash: hashCode(code), expiresAt: new Date(Date.now() + SMS_CODE_TTL_MS) })
    .$returningId();
  const id = inserted[0]!.id;
  const text = m.signin_sms_text({ site: siteTitle, code, minutes: String(SMS_CODE_TTL_MS / 60_000) });
  try {
    await provider.send(phone, text);
  } catch (error) {
    await db.update(smsCodes).set({ usedAt: new Date() }).where(eq(smsCodes.id, id));
    if (error instanceof SmsDeliveryError) throw new ApiError(502, m.signin_sms_failed(), ErrorCode.server);
    throw error;
  }
}

const invalidCode = () => new ApiError(400, m.signin_code_invalid(), ErrorCode.validation, 'code');

/**
 * Consumes the number's latest unused, unexpired code. Each guess is counted before it is compared
 * (at most five per code), and the code is spent by a conditional update, so parallel requests
 * cannot use it twice.
 */
export async function consumeSmsCode(phone: string, code: string, db: Database = getDb()): Promise<void> {
  const rows = await db
    .select()
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.id))
    .limit(1);
  const row = rows[0];
  if (!row || row.usedAt !== null || row.expiresAt.getTime() <= Date.now()) throw invalidCode();
  const counted = affectedRows(
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(
        and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt), lt(smsCodes.attempts, SMS_CODE_MAX_ATTEMPTS)),
      ),
  );
  if (counted === 0) {
    const [now] = await db.select().from(smsCodes).where(eq(smsCodes.id, row.id)).limit(1);
    if (now && now.usedAt === null) {
      throw new ApiError(400, m.signin_code_attempts(), ErrorCode.validation, 'code');
    }
    throw invalidCode();
  }
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(code), 'hex');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalidCode();
  const spent = affectedRows(
    await db
      .update(smsCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.usedAt))),
  );
  if (spent === 0) throw invalidCode();
}
