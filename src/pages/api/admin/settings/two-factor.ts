import { z } from 'zod';
import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { loadRequireAdminTwoFactor, saveRequireAdminTwoFactor } from '@/server/twoFactor/twoFactorPolicy.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

const policySchema = z.object({ requireAdminTwoFactor: z.boolean() });

function requireOwner(context: Parameters<Parameters<typeof apiRoute>[0]>[0]) {
  const user = requireUser(context.locals);
  if (user.role !== 'owner') throw new ApiError(403, m.error_forbidden(), ErrorCode.forbidden);
  return { id: user.id, ip: requestMeta(context).ip };
}

/** "Require two-factor sign-in for administrators": the owner only. */
export const GET = apiRoute(async (context) => {
  requireOwner(context);
  return ok({ requireAdminTwoFactor: await loadRequireAdminTwoFactor() });
});

export const POST = apiRoute(async (context) => {
  const actor = requireOwner(context);
  const input = await parseBody(context.request, policySchema);
  await saveRequireAdminTwoFactor(actor, input.requireAdminTwoFactor);
  return ok(input);
});
