import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminUserRoute } from '@/server/admin/adminUserRoute.ts';
import { decideSignup } from '@/server/signup/approval.commands.ts';
import { signupDecisionSchema } from '@/shared/signup/signupDecisionSchema.ts';

/** POST /api/admin/users/{id}/approval {decision: approve|reject} — 'user.approve'; audited. */
export const POST = apiRoute(
  { summary: m.api_post_admin_users_id_approval, permission: 'user.approve', body: signupDecisionSchema },
  async (context, parsed) => {
    const { actor, userId, ip } = adminUserRoute(context, 'user.approve');
    const { decision } = await parsed.body();
    await decideSignup({ id: actor.id, ip }, userId, decision);
    return ok(null);
  },
);
