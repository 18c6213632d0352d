import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import { getEnv } from '../config/env.ts';
import { getDb, type Database } from '../db/client.ts';
import { logger } from '../log/logger.ts';
import type { InboundRefusal } from './inboundReason.ts';
import { readReplyAddress, replyMailbox } from './replyAddress.ts';
import { receiveReplyMail } from './receiveReplyMail.ts';
import { refusalMessage } from './refusalMessage.ts';

function smtpError(code: number, reason: InboundRefusal): Error {
  // SMTP replies are ASCII (RFC 5321): the bounce reason is the base language's.
  const error = new Error(`${reason}: ${refusalMessage(reason, 'en-US')}`) as Error & {
    responseCode: number;
  };
  error.responseCode = code;
  return error;
}

/** A failure of ours (the database is away): the sending server keeps the mail and tries again. */
function temporaryFailure(error: unknown): Error {
  logger.error({ err: error }, 'reply mail not processed');
  const failure = new Error('Temporary failure, try again later') as Error & { responseCode: number };
  failure.responseCode = 451;
  return failure;
}

/** Reads the message up to `limit` bytes, draining the rest: an oversized mail is refused, not buffered. */
function readLimited(stream: SMTPServerDataStream, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      if (size <= limit) chunks.push(chunk);
      size += chunk.length;
    });
    stream.on('error', reject);
    stream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

/**
 * The SMTP server that takes replies (decision 066): no AUTH, no relay; a recipient that is not a
 * valid reply address is refused at RCPT (550) and the message after DATA is refused with its reason
 * (550, 552 when too large) or accepted once posted. The database is asked for per mail: the
 * listener starts before the forum may be installed.
 */
export function createInboundSmtpServer(database: () => Database = getDb): SMTPServer {
  const limit = getEnv().INBOUND_MAIL_MAX_BYTES;
  return new SMTPServer({
    name: replyMailbox()?.domain,
    banner: 'Plaza reply by e-mail',
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    // The size is checked when the message has arrived, so a huge mail is refused with its reason and logged.
    size: limit,
    hideSize: true,
    // Replies come from a few mail servers at a time; more connections at once are someone's flood.
    maxClients: 50,
    logger: false,
    onRcptTo(address, _session, callback) {
      const mailbox = replyMailbox();
      if (!mailbox) {
        callback(smtpError(550, 'reply-off'));
        return;
      }
      Promise.resolve()
        .then(() => readReplyAddress(address.address, mailbox, database()))
        .then(
          (read) => {
            if (read.status === 'valid') callback();
            else callback(smtpError(550, read.status === 'wrong-secret' ? 'wrong-secret' : 'bad-address'));
          },
          (error: unknown) => callback(temporaryFailure(error)),
        );
    },
    onData(stream, session, callback) {
      readLimited(stream, limit)
        .then((raw) =>
          receiveReplyMail(
            {
              raw,
              oversized: stream.sizeExceeded,
              envelope: {
                mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              },
            },
            database(),
          ),
        )
        .then(
          (result) => {
            if (result.outcome !== 'refused') callback();
            else callback(smtpError(result.reason === 'too-large' ? 552 : 550, result.reason));
          },
          (error: unknown) => callback(temporaryFailure(error)),
        );
    },
  });
}
