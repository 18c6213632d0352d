import { and, eq, isNull } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { syncUserDocument } from '../search/searchIndexSync.ts';
import { ApiError } from '../http/ApiError.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/**
 * Sets the username once. The UPDATE only matches while it is still unset, and the
 * unique index (case-insensitive collation) decides between two members racing for one name.
 */
export async function setUsername(userId: number, username: string, db: Database = getDb()): Promise<void> {
  let changed: number;
  try {
    changed = await db.transaction(async (tx) => {
      const result = await tx
        .update(users)
        .set({ username })
        .where(and(eq(users.id, userId), isNull(users.username)));
      const count = affectedRows(result);
      if (count === 1) await syncUserDocument(tx, userId);
      return count;
    });
  } catch (error) {
    if (isDuplicateKey(error)) {
      throw new ApiError(409, m.account_username_taken(), ErrorCode.conflict, 'username');
    }
    throw error;
  }
  if (changed !== 1)
    throw new ApiError(409, m.account_username_already_set(), ErrorCode.conflict, 'username');
}
