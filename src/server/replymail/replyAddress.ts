import { timingSafeEqual } from 'node:crypto';
import { getDb, type Database } from '../db/client.ts';
import { getEnv } from '../config/env.ts';
import { signFor } from '../notifications/signedToken.ts';
import { replyPayloadOf, replyTargetOf, type ReplyTarget } from './replyTarget.ts';

const PURPOSE = 'reply';

/** Where reply addresses live: the configured domain and local part, or undefined when reply by email is off. */
export interface ReplyMailbox {
  local: string;
  domain: string;
}

export function replyMailbox(): ReplyMailbox | undefined {
  const env = getEnv();
  return env.REPLY_MAIL_DOMAIN ? { local: env.REPLY_MAIL_LOCAL, domain: env.REPLY_MAIL_DOMAIN } : undefined;
}

/** The HMAC as 32 lower-case hex digits (128 bits): some mail systems lower-case the local part. */
async function signatureOf(payload: string, db: Database): Promise<string> {
  const signature = await signFor(PURPOSE, payload, 22, db);
  return Buffer.from(signature, 'base64url').toString('hex');
}

/** The member's secret address for answering one item: no table, the signature is the secret. */
export async function replyAddressFor(
  target: ReplyTarget,
  mailbox: ReplyMailbox,
  db: Database = getDb(),
): Promise<string> {
  const payload = replyPayloadOf(target);
  return `${mailbox.local}+${payload}.${await signatureOf(payload, db)}@${mailbox.domain}`;
}

/** What an address is: not ours at all, ours with a signature this forum did not make, or a target. */
export type ReadAddress =
  { status: 'not-reply-address' } | { status: 'wrong-secret' } | { status: 'valid'; target: ReplyTarget };

/** The parts of a reply address (local part, payload, signature), without checking the signature. */
export function splitReplyAddress(
  address: string,
  mailbox: ReplyMailbox,
): { payload: string; signature: string } | undefined {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0 || lower.slice(at + 1) !== mailbox.domain) return undefined;
  const match = /^([^+]+)\+([a-z0-9]+)\.([0-9a-f]{32})$/.exec(lower.slice(0, at));
  if (!match || match[1] !== mailbox.local || !replyTargetOf(match[2]!)) return undefined;
  return { payload: match[2]!, signature: match[3]! };
}

/** Reads a recipient address, comparing its signature in constant time. */
export async function readReplyAddress(
  address: string,
  mailbox: ReplyMailbox,
  db: Database = getDb(),
): Promise<ReadAddress> {
  const parts = splitReplyAddress(address, mailbox);
  if (!parts) return { status: 'not-reply-address' };
  const expected = Buffer.from(await signatureOf(parts.payload, db));
  const given = Buffer.from(parts.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { status: 'wrong-secret' };
  return { status: 'valid', target: replyTargetOf(parts.payload)! };
}
