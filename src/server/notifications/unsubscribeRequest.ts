import { getDb, type Database } from '../db/client.ts';
import { readUnsubscribeLink, type UnsubscribeTopic } from './unsubscribeLink.ts';
import { turnOffMail } from './turnOffMail.ts';
import { isOneClickRequest } from './oneClickRequest.ts';

/** What the unsubscribe page shows, and with which status. */
export type UnsubscribeOutcome =
  | { kind: 'ask' | 'done'; topic: UnsubscribeTopic; status: 200 }
  | { kind: 'invalid' | 'bad-request'; status: 400 }
  | { kind: 'gone'; status: 404 };

/**
 * An unsubscribe link opened or posted, without sign-in: the signed link is the authority
 * (decision 064). A GET only asks; a POST with RFC 8058's body (from a mail client, or the page's
 * button) turns the mail off. A bad or forged link, or another body, changes nothing.
 */
export async function answerUnsubscribe(
  request: Request,
  url: URL,
  db: Database = getDb(),
): Promise<UnsubscribeOutcome> {
  const link = await readUnsubscribeLink(url.searchParams, db);
  if (!link) return { kind: 'invalid', status: 400 };
  if (request.method === 'GET' || request.method === 'HEAD')
    return { kind: 'ask', topic: link.topic, status: 200 };
  if (request.method !== 'POST' || !(await isOneClickRequest(request)))
    return { kind: 'bad-request', status: 400 };
  return (await turnOffMail(link.userId, link.topic, db))
    ? { kind: 'done', topic: link.topic, status: 200 }
    : { kind: 'gone', status: 404 };
}
