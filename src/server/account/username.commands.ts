import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { usernameHistory, users } from '../db/schema/index.ts';
import { syncUserDocument } from '../search/searchIndexSync.ts';
import { ApiError } from '../http/ApiError.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

const taken = () => new ApiError(409, m.account_username_taken(), ErrorCode.conflict, 'username');

/**
 * The member chooses their username, once: the one given at sign-up stands until then. The name
 * it replaces goes to the username history, so `@` it in what was written before still names
 * them and nobody else can take it. The member's row is locked, and the unique indexes decide
 * between two members racing for one name.
 */
export async function setUsername(userId: number, username: string, db: Database = getDb()): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const [member] = await tx
        .select({ username: users.username, chosen: users.usernameChosen })
        .from(users)
        .where(eq(users.id, userId))
        .for('update');
      if (!member || member.chosen) {
        throw new ApiError(409, m.account_username_already_set(), ErrorCode.conflict, 'username');
      }
      const [kept] = await tx
        .select({ userId: usernameHistory.userId })
        .from(usernameHistory)
        .where(eq(usernameHistory.username, username))
        .limit(1);
      if (kept && kept.userId !== userId) throw taken();
      const previous = member.username;
      if (previous && previous.toLowerCase() !== username.toLowerCase()) {
        await tx.insert(usernameHistory).values({ username: previous, userId });
      }
      await tx.update(users).set({ username, usernameChosen: true }).where(eq(users.id, userId));
      await syncUserDocument(tx, userId);
    });
  } catch (error) {
    if (isDuplicateKey(error)) throw taken();
    throw error;
  }
}
