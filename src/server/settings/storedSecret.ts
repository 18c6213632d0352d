import { eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { siteConfigs } from '../db/schema/index.ts';

const cached = new Map<string, { value: string; db: Database }>();

/**
 * A secret every process shares through the database, made on first use by `make` and stored with
 * INSERT IGNORE under a `private.` key (the public config never reads those, the private settings
 * ignore unknown ones): when processes race, the loser reads the winner's value.
 */
export async function storedSecret(
  name: string,
  make: () => string,
  db: Database = getDb(),
): Promise<string> {
  const key = `private.${name}`;
  const hit = cached.get(key);
  if (hit?.db === db) return hit.value;
  await db.execute(
    sql`INSERT IGNORE INTO site_configs (config_key, config_value) VALUES (${key}, ${JSON.stringify(make())})`,
  );
  const [row] = await db.select().from(siteConfigs).where(eq(siteConfigs.key, key)).limit(1);
  if (!row) throw new Error(`The secret ${name} was not stored`);
  const value = JSON.parse(row.value) as string;
  cached.set(key, { value, db });
  return value;
}
