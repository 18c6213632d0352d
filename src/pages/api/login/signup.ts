import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { signUp } from '@/server/auth/auth.commands.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { adoptSession } from '@/server/auth/adoptSession.ts';
import { toCurrentUser } from '@/server/users/publicUser.ts';
import { signupSchema } from '@/shared/auth/signupSchema.ts';
import type { AuthResult } from '@/shared/auth/authResult.ts';

export const POST = apiRoute(async (context) => {
  const input = await parseBody(context.request, signupSchema);
  const result = await signUp(input, requestMeta(context));
  await adoptSession(context, result);
  return ok<AuthResult>({ user: toCurrentUser(result.user), token: result.token, redirect: input.redirect });
});
