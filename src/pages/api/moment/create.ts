import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { createMoment } from '@/server/moments/moments.commands.ts';
import { createMomentSchema, type MomentSaved } from '@/shared/moments/momentSchemas.ts';

export const POST = apiRoute(async (context) => {
  // Signed-out callers hear "please sign in" before anything about their input.
  requireUser(context.locals);
  const input = await parseBody(context.request, createMomentSchema);
  const { config, user } = context.locals;
  return ok<MomentSaved>(await createMoment(input, user, { config, ip: requestMeta(context).ip }));
});
