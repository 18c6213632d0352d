import { getDb, type Database } from '../db/client.ts';
import { getEnv } from '../config/env.ts';
import { NOTIFICATION_KINDS, type NotificationKind } from '@/shared/notifications/notificationKinds.ts';
import { signFor, verifySignature } from './signedToken.ts';
import { UNSUBSCRIBE_PATH } from '@/shared/notifications/notificationPaths.ts';

/** What a one-click unsubscribe turns off: one kind's mail, the digest, or every mail. */
export type UnsubscribeTopic = NotificationKind | 'digest' | 'all';

const PURPOSE = 'unsubscribe';

function isUnsubscribeTopic(value: string): value is UnsubscribeTopic {
  return value === 'digest' || value === 'all' || (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/**
 * The link every mail carries (RFC 8058): it names the member and the topic and is signed, so it
 * works without signing in and cannot be made for another member.
 */
export async function unsubscribeUrl(
  userId: number,
  topic: UnsubscribeTopic,
  db: Database = getDb(),
): Promise<string> {
  const origin = getEnv().PUBLIC_ORIGIN?.replace(/\/$/, '') ?? '';
  const signature = await signFor(PURPOSE, `${userId}:${topic}`, 22, db);
  const query = new URLSearchParams({ u: String(userId), t: topic, s: signature });
  return `${origin}${UNSUBSCRIBE_PATH}?${query.toString()}`;
}

/** The member and topic of an unsubscribe link's query, or undefined when it was not signed by this forum. */
export async function readUnsubscribeLink(
  query: URLSearchParams,
  db: Database = getDb(),
): Promise<{ userId: number; topic: UnsubscribeTopic } | undefined> {
  const userId = Number(query.get('u'));
  const topic = query.get('t') ?? '';
  const signature = query.get('s') ?? '';
  if (!Number.isSafeInteger(userId) || userId <= 0 || !isUnsubscribeTopic(topic)) return undefined;
  return (await verifySignature(PURPOSE, `${userId}:${topic}`, signature, 22, db))
    ? { userId, topic }
    : undefined;
}
