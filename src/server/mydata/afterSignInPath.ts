import { pendingDeletion } from './accountDeletion.commands.ts';
import { ACCOUNT_DATA_PATH } from '@/shared/mydata/accountDataSchemas.ts';

/**
 * Where a member goes after signing in: their data page while their account waits for deletion, to
 * see the date and cancel (decision 075), else where they were going.
 */
export async function afterSignInPath(userId: number, redirect: string): Promise<string> {
  return (await pendingDeletion(userId)) ? ACCOUNT_DATA_PATH : redirect;
}
