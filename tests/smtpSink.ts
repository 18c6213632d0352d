import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** A message the sink received, with the few headers tests look at and the decoded text part. */
export interface CapturedMail {
  from: string;
  to: string[];
  subject: string;
  /** The decoded text/plain part (or the whole decoded body for a single-part message). */
  text: string;
  /** The decoded text/html part, '' when there is none. */
  html: string;
  raw: string;
  /** The AUTH username the client used, '' without AUTH. */
  username: string;
}

export interface SmtpSink {
  host: string;
  port: number;
  messages: CapturedMail[];
  /** Resolves with the first message (already received or arriving later) that matches. */
  waitFor: (match: (mail: CapturedMail) => boolean, timeoutMs?: number) => Promise<CapturedMail>;
  /** Messages sent to one address, oldest first. */
  to: (address: string) => CapturedMail[];
  close: () => Promise<void>;
}

export interface SmtpSinkOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** When set, AUTH is required and must use these credentials. */
  credentials?: { username: string; password: string };
  /** Makes every message fail with this SMTP response code (e.g. 550). */
  rejectWith?: number;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives in memory. */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const messages: CapturedMail[] = [];
  const waiters: { match: (mail: CapturedMail) => boolean; resolve: (mail: CapturedMail) => void }[] = [];
  const server = new SMTPServer({
    // No certificate: plain SMTP with AUTH allowed over it, as on a local relay.
    disabledCommands: options.credentials ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: true,
    authOptional: !options.credentials,
    logger: false,
    onAuth(auth, _session, callback) {
      const expected = options.credentials;
      if (expected && auth.username === expected.username && auth.password === expected.password) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.rejectWith) {
          const error = new Error('Rejected by the test sink') as Error & { responseCode: number };
          error.responseCode = options.rejectWith;
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: CapturedMail = {
          ...parseMessage(raw),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          username: typeof session.user === 'string' ? session.user : '',
        };
        messages.push(mail);
        for (const waiter of [...waiters]) {
          if (waiter.match(mail)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    host: '127.0.0.1',
    port,
    messages,
    to: (address) =>
      messages.filter((mail) => mail.to.some((rcpt) => rcpt.toLowerCase() === address.toLowerCase())),
    waitFor: (match, timeoutMs = 10_000) => {
      const found = messages.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = { match, resolve };
        waiters.push(waiter);
        setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index === -1) return;
          waiters.splice(index, 1);
          reject(new Error(`No matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs).unref();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first http(s) link in a mail's text part. */
export function firstLink(mail: CapturedMail): string {
  const match = /https?:\/\/[^\s<>"]+/.exec(mail.text);
  if (!match) throw new Error(`No link in mail "${mail.subject}"`);
  return match[0];
}

/** The token a mailed link carries (e-mail verification, password reset); '' when it has none. */
export function linkToken(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

interface ParsedPart {
  subject: string;
  text: string;
  html: string;
}

function parseMessage(raw: string): ParsedPart {
  const { headers, body } = splitHeaders(raw);
  const parts = collectParts(headers, body);
  return {
    subject: decodeEncodedWords(headers.get('subject') ?? ''),
    text: parts.find((part) => part.type === 'text/plain')?.content ?? '',
    html: parts.find((part) => part.type === 'text/html')?.content ?? '',
  };
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  // Folded header lines continue with whitespace.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function collectParts(headers: Map<string, string>, body: string): { type: string; content: string }[] {
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith('--'))
      .flatMap((chunk) => {
        const part = splitHeaders(chunk.replace(/^\r?\n/, ''));
        return collectParts(part.headers, part.body);
      });
  }
  return [{ type, content: decodeBody(body, headers.get('content-transfer-encoding') ?? '') }];
}

function decodeBody(body: string, encoding: string): string {
  const kind = encoding.toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') return decodeQuotedPrintable(body.replace(/=\r?\n/g, ''));
  return body;
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let index = 0; index < value.length; index += 1) {
    const hex = value.slice(index + 1, index + 3);
    if (value[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(value[index]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}
