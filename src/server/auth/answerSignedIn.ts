import { ok } from '@/server/http/respond.ts';
import { toCurrentUser } from '@/server/users/publicUser.ts';
import type { AuthResult } from '@/shared/auth/authResult.ts';
import type { AuthSession } from './auth.commands.ts';
import { adoptSession, type SessionContext } from './adoptSession.ts';

/** Makes a new sign-in the browser's session and answers it: the member, the token, where to go next. */
export async function answerSignedIn(
  context: SessionContext,
  result: AuthSession,
  redirect: string,
): Promise<Response> {
  await adoptSession(context, result);
  return ok<AuthResult>({ user: toCurrentUser(result.user), token: result.token, redirect });
}
