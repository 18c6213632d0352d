import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { siteConfigs } from '../db/schema/index.ts';

// A `private.` key: the public config never reads it, and the private settings ignore unknown keys.
const KEY_NAME = 'private.formTokenKey';

let cached: { key: Buffer; db: Database } | undefined;

/**
 * The HMAC key of the sign-up form token, shared by every process through the database: made on
 * first use with INSERT IGNORE, so when processes race the loser reads the winner's key.
 */
export async function formTokenKey(db: Database = getDb()): Promise<Buffer> {
  if (cached?.db === db) return cached.key;
  const fresh = JSON.stringify(randomBytes(32).toString('base64'));
  await db.execute(
    sql`INSERT IGNORE INTO site_configs (config_key, config_value) VALUES (${KEY_NAME}, ${fresh})`,
  );
  const [row] = await db.select().from(siteConfigs).where(eq(siteConfigs.key, KEY_NAME)).limit(1);
  if (!row) throw new Error('The form token key was not stored');
  const key = Buffer.from(JSON.parse(row.value) as string, 'base64');
  cached = { key, db };
  return key;
}
