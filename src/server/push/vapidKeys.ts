import webpush from 'web-push';
import { getDb, type Database } from '../db/client.ts';
import { getEnv } from '../config/env.ts';
import { storedSecret } from '../settings/storedSecret.ts';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Push services may write to whoever runs the forum: VAPID_SUBJECT, else the forum's own https origin. */
function vapidSubject(): string {
  const env = getEnv();
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const origin = env.PUBLIC_ORIGIN?.replace(/\/$/, '');
  return origin?.startsWith('https://') ? origin : 'mailto:webmaster@plaza.invalid';
}

/**
 * The forum's VAPID key pair (decision 063): from the environment when a cluster sets it, else made
 * on first need and shared by every process through the database. The private key stays here.
 */
export async function vapidKeys(db: Database = getDb()): Promise<VapidKeys> {
  const env = getEnv();
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: vapidSubject() };
  }
  const stored = await storedSecret('vapidKeys', () => JSON.stringify(webpush.generateVAPIDKeys()), db);
  const { publicKey, privateKey } = JSON.parse(stored) as webpush.VapidKeys;
  return { publicKey, privateKey, subject: vapidSubject() };
}

/** What a browser needs to subscribe: the public half alone. */
export async function vapidPublicKey(db: Database = getDb()): Promise<string> {
  return (await vapidKeys(db)).publicKey;
}
