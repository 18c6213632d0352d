import { eq } from 'drizzle-orm';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { getDb, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { getEnv } from '../config/env.ts';
import { logger } from '../log/logger.ts';
import { toCurrentUser } from '../users/publicUser.ts';
import { sessionUserColumns } from '../auth/session.queries.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import { readReplyAddress, replyMailbox, splitReplyAddress, type ReplyMailbox } from './replyAddress.ts';
import {
  claimInboundMail,
  inboundMailKey,
  recordInboundOutcome,
  releaseInboundMail,
} from './inboundMailLog.ts';
import { InboundRefused, type InboundOutcome } from './inboundReason.ts';
import { postReplyAs } from './postReplyAs.ts';
import { visibleReplyText } from './visibleReplyText.ts';
import type { ReplyTarget } from './replyTarget.ts';

/** One arriving mail: its bytes (cut at the size limit when `oversized`) and, over SMTP, its envelope. */
export interface ArrivingMail {
  raw: Buffer;
  oversized?: boolean;
  envelope?: { mailFrom: string; rcptTo: string[] };
}

function headerBlock(raw: Buffer): string {
  const head = raw.subarray(0, 64 * 1024).toString('latin1');
  const end = head.search(/\r?\n\r?\n/);
  return end === -1 ? head : head.slice(0, end);
}

function messageIdOf(raw: Buffer): string | undefined {
  return /^message-id:[ \t]*(<[^>\r\n]{1,900}>)/im.exec(headerBlock(raw))?.[1];
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.flatMap((entry) => (entry.address ? [entry.address] : [])));
}

/** Where it was sent: the SMTP envelope's recipients, else the headers a provider's webhook keeps. */
function recipientsOf(mail: ArrivingMail, parsed: ParsedMail): string[] {
  if (mail.envelope) return mail.envelope.rcptTo;
  const delivered = ['delivered-to', 'x-original-to'].flatMap((name) => {
    const value = parsed.headers.get(name);
    return typeof value === 'string' ? [value] : [];
  });
  return [...delivered, ...addressesOf(parsed.to), ...addressesOf(parsed.cc)];
}

async function targetOf(mail: ArrivingMail, parsed: ParsedMail, mailbox: ReplyMailbox, db: Database) {
  const address = recipientsOf(mail, parsed).find((to) => splitReplyAddress(to, mailbox));
  if (!address) throw new InboundRefused('bad-address');
  const read = await readReplyAddress(address, mailbox, db);
  if (read.status !== 'valid') throw new InboundRefused('wrong-secret');
  return read.target;
}

/** The member the address names, when the mail comes from their verified address (header and envelope). */
async function senderOf(target: ReplyTarget, mail: ArrivingMail, from: string, db: Database) {
  const [row] = await db.select(sessionUserColumns).from(users).where(eq(users.id, target.userId));
  const own = row?.email?.toLowerCase();
  const envelopeFrom = mail.envelope?.mailFrom.toLowerCase();
  if (!row || !own || !row.emailVerified || from !== own || (envelopeFrom && envelopeFrom !== own)) {
    throw new InboundRefused('forged-sender');
  }
  if (row.status !== UserStatus.active) throw new InboundRefused('not-allowed');
  return toCurrentUser(row);
}

function typedText(parsed: ParsedMail): string {
  if (typeof parsed.text !== 'string' || parsed.text.trim() === '') {
    throw new InboundRefused(parsed.html ? 'html-only' : 'empty');
  }
  const visible = visibleReplyText(parsed.text);
  if (visible === '') throw new InboundRefused('empty');
  return visible;
}

/**
 * The one way in for a reply mail, over SMTP or a webhook: claimed by its Message-ID (a retried
 * delivery posts once), then checked (address signature, verified sender, a text part, its typed
 * part) and posted as the member; every mail's outcome is kept in inbound_mails and logged, never
 * its body.
 */
export async function receiveReplyMail(mail: ArrivingMail, db: Database = getDb()): Promise<InboundOutcome> {
  const rowId = await claimInboundMail(inboundMailKey(messageIdOf(mail.raw), mail.raw), db);
  if (rowId === undefined) {
    logger.info({ outcome: 'duplicate' }, 'reply mail');
    return { outcome: 'duplicate' };
  }
  let userId = 0;
  let sender = mail.envelope?.mailFrom ?? '';
  try {
    const mailbox = replyMailbox();
    if (!mailbox) throw new InboundRefused('reply-off');
    if (mail.oversized || mail.raw.length > getEnv().INBOUND_MAIL_MAX_BYTES)
      throw new InboundRefused('too-large');
    const parsed = await simpleParser(mail.raw, {
      skipHtmlToText: true,
      skipTextToHtml: true,
      skipImageLinks: true,
    });
    const from = addressesOf(parsed.from)[0]?.toLowerCase() ?? '';
    sender = from || sender;
    const target = await targetOf(mail, parsed, mailbox, db);
    userId = target.userId;
    const member = await senderOf(target, mail, from, db);
    await postReplyAs(member, target, typedText(parsed), db);
    await recordInboundOutcome(rowId, { userId, sender, outcome: 'posted', reason: '' }, db);
    logger.info({ outcome: 'posted', userId, target: target.type }, 'reply mail');
    return { outcome: 'posted' };
  } catch (error) {
    if (!(error instanceof InboundRefused)) {
      await releaseInboundMail(rowId, db).catch(() => undefined);
      throw error;
    }
    await recordInboundOutcome(rowId, { userId, sender, outcome: 'refused', reason: error.reason }, db);
    logger.info({ outcome: 'refused', reason: error.reason, userId }, 'reply mail');
    return { outcome: 'refused', reason: error.reason };
  }
}
