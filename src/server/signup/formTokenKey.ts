import { randomBytes } from 'node:crypto';
import { getDb, type Database } from '../db/client.ts';
import { storedSecret } from '../settings/storedSecret.ts';

/** The HMAC key of the sign-up form token, shared by every process through the database. */
export async function formTokenKey(db: Database = getDb()): Promise<Buffer> {
  const value = await storedSecret('formTokenKey', () => randomBytes(32).toString('base64'), db);
  return Buffer.from(value, 'base64');
}
