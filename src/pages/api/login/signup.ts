import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { signUp } from '@/server/auth/auth.commands.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { answerSignedIn } from '@/server/auth/answerSignedIn.ts';
import { signupSchema } from '@/shared/auth/signupSchema.ts';

export const POST = apiRoute(async (context) => {
  const input = await parseBody(context.request, signupSchema);
  const result = await signUp(input, requestMeta(context));
  return answerSignedIn(context, result, input.redirect);
});
