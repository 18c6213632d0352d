import { createHash, timingSafeEqual } from 'node:crypto';
import { getEnv } from '../config/env.ts';
import { getDb, type Database } from '../db/client.ts';
import { ApiError } from '../http/ApiError.ts';
import { fail, ok } from '../http/respond.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { Locale } from '@/i18n/locales.ts';
import { m } from '@/paraglide/messages.js';
import { receiveReplyMail, type ArrivingMail } from './receiveReplyMail.ts';
import { refusalMessage } from './refusalMessage.ts';

/** The form fields providers put the raw MIME message in: SendGrid's `email`, Mailgun's `body-mime`. */
const RAW_FIELDS = ['email', 'body-mime', 'raw'] as const;

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** The secret a request carries: `Authorization: Bearer <secret>`, or Basic with the secret as password. */
function givenSecret(request: Request): string {
  const header = request.headers.get('authorization') ?? '';
  const [scheme = '', value = ''] = header.split(/\s+/, 2);
  if (scheme.toLowerCase() === 'bearer') return value;
  if (scheme.toLowerCase() !== 'basic') return '';
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  return decoded.slice(decoded.indexOf(':') + 1);
}

/** Refuses (401) a request without the shared secret, compared in constant time (digests of equal length). */
function assertInboundSecret(request: Request, secret: string): void {
  if (!timingSafeEqual(digest(givenSecret(request)), digest(secret))) {
    throw new ApiError(401, m.replymail_webhook_secret_wrong(), ErrorCode.notSignedIn);
  }
}

/** The body's first `cap` bytes and whether there was more. */
async function readCapped(request: Request, cap: number): Promise<{ bytes: Buffer; over: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  if (request.body) {
    for await (const chunk of request.body as AsyncIterable<Uint8Array>) {
      const room = cap - size;
      size += chunk.length;
      // The start is kept: its headers name the mail (Message-ID) for the log.
      if (size > cap)
        return { bytes: Buffer.concat([...chunks, Buffer.from(chunk.subarray(0, room))]), over: true };
      chunks.push(Buffer.from(chunk));
    }
  }
  return { bytes: Buffer.concat(chunks), over: false };
}

async function rawOfForm(bytes: Buffer, contentType: string): Promise<Buffer | undefined> {
  const form = await new Response(new Uint8Array(bytes), {
    headers: { 'content-type': contentType },
  }).formData();
  for (const name of RAW_FIELDS) {
    const value = form.get(name);
    if (typeof value === 'string' && value !== '') return Buffer.from(value, 'utf8');
    if (value instanceof Blob && value.size > 0) return Buffer.from(await value.arrayBuffer());
  }
  return undefined;
}

/**
 * The mail a webhook request carries: a `message/rfc822` body, or a form (multipart or url-encoded)
 * with the raw MIME in one of RAW_FIELDS. A body over the size limit is not read further.
 */
async function mailOfWebhook(request: Request): Promise<ArrivingMail> {
  const limit = getEnv().INBOUND_MAIL_MAX_BYTES;
  const contentType = request.headers.get('content-type') ?? '';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const noMessage = () => new ApiError(400, m.replymail_webhook_no_message(), ErrorCode.validation);
  if (type === 'message/rfc822') {
    const { bytes, over } = await readCapped(request, limit);
    if (bytes.length === 0 && !over) throw noMessage();
    return { raw: bytes, oversized: over };
  }
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') throw noMessage();
  // A form's encoding (url-encoding triples some bytes) is allowed beyond the message's own limit.
  const { bytes, over } = await readCapped(request, limit * 3 + 64 * 1024);
  if (over) return { raw: bytes.subarray(0, limit), oversized: true };
  const raw = await rawOfForm(bytes, contentType).catch(() => undefined);
  if (!raw) throw noMessage();
  return { raw, oversized: raw.length > limit };
}

/**
 * POST /api/mail/inbound (decision 066). A wrong secret is 401 and a request without a message 400
 * (the provider's set-up is wrong, its retries would fail alike); a mail that was read answers 200
 * with its outcome, refused or not, so the provider does not retry it. Off (404) without a secret.
 */
export async function answerInboundWebhook(
  request: Request,
  locale: Locale,
  db: Database = getDb(),
): Promise<Response> {
  const secret = getEnv().INBOUND_MAIL_SECRET;
  if (!secret) return fail(404, m.error_feature_disabled(), ErrorCode.notFound);
  assertInboundSecret(request, secret);
  const result = await receiveReplyMail(await mailOfWebhook(request), db);
  const message = result.outcome === 'refused' ? refusalMessage(result.reason, locale) : '';
  return ok({ ...result, message });
}
