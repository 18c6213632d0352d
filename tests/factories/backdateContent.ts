import { eq, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import type { articles, comments, moments } from '@/server/db/schema/index.ts';

/** Moves a moment's, article's or comment's creation back, as if it had been posted `minutes` ago. */
export async function backdateContent(
  db: Database,
  table: typeof moments | typeof articles | typeof comments,
  id: number,
  minutes: number,
): Promise<void> {
  await db
    .update(table)
    .set({ createdAt: sql`CURRENT_TIMESTAMP(3) - INTERVAL ${minutes} MINUTE` })
    .where(eq(table.id, id));
}
