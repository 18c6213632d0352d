import { and, eq, inArray } from 'drizzle-orm';
import type { ResultSetHeader } from 'mysql2';
import { getDb, type Database } from '../db/client.ts';
import { messages } from '../db/schema/index.ts';
import { messageFanout } from './messageFanout.ts';

/** Marks the given messages of the member read, in one UPDATE; returns how many changed. */
export async function markMessagesRead(
  userId: number,
  ids: readonly number[],
  db: Database = getDb(),
): Promise<number> {
  const unique = [...new Set(ids)].filter((id) => id > 0);
  if (unique.length === 0) return 0;
  const result = await db
    .update(messages)
    .set({ isRead: true })
    .where(and(eq(messages.userId, userId), inArray(messages.id, unique), eq(messages.isRead, false)));
  const header = (Array.isArray(result) ? result[0] : result) as ResultSetHeader | undefined;
  const changed = header?.affectedRows ?? 0;
  if (changed > 0) messageFanout().announce(userId);
  return changed;
}
