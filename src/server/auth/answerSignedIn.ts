import { ok } from '@/server/http/respond.ts';
import { toCurrentUser } from '@/server/users/publicUser.ts';
import type { AuthResult } from '@/shared/auth/authResult.ts';
import type { AuthSession } from './auth.commands.ts';
import { adoptSession, type SessionContext } from './adoptSession.ts';
import { afterSignInPath } from '../mydata/afterSignInPath.ts';

/**
 * Makes a new sign-in the browser's session and answers it: the member, the token, where to go next
 * (their data page while their account waits for deletion, to see the date and cancel: decision 075).
 */
export async function answerSignedIn(
  context: SessionContext,
  result: AuthSession,
  redirect: string,
): Promise<Response> {
  await adoptSession(context, result);
  const next = await afterSignInPath(result.user.id, redirect);
  return ok<AuthResult>({ user: toCurrentUser(result.user), token: result.token, redirect: next });
}
