import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { loadRequireAdminTwoFactor, saveRequireAdminTwoFactor } from '@/server/twoFactor/twoFactorPolicy.ts';

const policySchema = z.object({ requireAdminTwoFactor: z.boolean() });

/** "Require two-factor sign-in for administrators": 'settings.security', which only the owner holds. */
export const GET = apiRoute(
  { summary: m.api_get_admin_settings_two_factor, permission: 'settings.security' },
  async (context) => {
    requirePermission(context.locals.user, 'settings.security');
    return ok({ requireAdminTwoFactor: await loadRequireAdminTwoFactor() });
  },
);

export const POST = apiRoute(
  { summary: m.api_post_admin_settings_two_factor, permission: 'settings.security', body: policySchema },
  async (context, parsed) => {
    const owner = requirePermission(context.locals.user, 'settings.security');
    const input = await parsed.body();
    await saveRequireAdminTwoFactor(
      { id: owner.id, ip: requestMeta(context).ip },
      input.requireAdminTwoFactor,
    );
    return ok(input);
  },
);
