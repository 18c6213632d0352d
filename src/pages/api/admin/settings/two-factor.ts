import { z } from 'zod';
import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { loadRequireAdminTwoFactor, saveRequireAdminTwoFactor } from '@/server/twoFactor/twoFactorPolicy.ts';

const policySchema = z.object({ requireAdminTwoFactor: z.boolean() });

/** "Require two-factor sign-in for administrators": 'settings.security', which only the owner holds. */
export const GET = apiRoute(async (context) => {
  requirePermission(context.locals.user, 'settings.security');
  return ok({ requireAdminTwoFactor: await loadRequireAdminTwoFactor() });
});

export const POST = apiRoute(async (context) => {
  const owner = requirePermission(context.locals.user, 'settings.security');
  const input = await parseBody(context.request, policySchema);
  await saveRequireAdminTwoFactor({ id: owner.id, ip: requestMeta(context).ip }, input.requireAdminTwoFactor);
  return ok(input);
});
