import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { moments } from '../db/schema/index.ts';

/** When a moment was last edited (ISO), for its structured data; undefined for an unknown id. */
export async function momentModifiedAt(id: number, db: Database = getDb()): Promise<string | undefined> {
  const [row] = await db
    .select({ updatedAt: moments.updatedAt })
    .from(moments)
    .where(eq(moments.id, id))
    .limit(1);
  return row?.updatedAt.toISOString();
}
