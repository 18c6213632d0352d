import { getDb, type Database } from '../db/client.ts';
import { pendingDeletion } from './accountDeletion.commands.ts';
import { ACCOUNT_DATA_PATH } from '@/shared/mydata/accountDataSchemas.ts';

/**
 * Where a member goes after signing in: their data page while their account waits for deletion, to
 * see the date and cancel (decision 075), else where they were going.
 */
export async function afterSignInPath(
  userId: number,
  redirect: string,
  db: Database = getDb(),
): Promise<string> {
  return (await pendingDeletion(userId, db)) ? ACCOUNT_DATA_PATH : redirect;
}
