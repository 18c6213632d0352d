import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminUserRoute } from '@/server/admin/adminUserRoute.ts';
import { liftBan } from '@/server/moderation/bans.commands.ts';
import { adminUnbanSchema } from '@/shared/adminusers/adminUserSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

/** POST /api/admin/users/{id}/unban {reason?} — 'user.ban'. */
export const POST = apiRoute(
  { summary: m.api_post_admin_users_id_unban, permission: 'user.ban', body: adminUnbanSchema },
  async (context, parsed) => {
    const { actor, userId, ip } = adminUserRoute(context, 'user.ban');
    const input = await parsed.body();
    await liftBan(actor, { userId, ...(input.reason === undefined ? {} : { reason: input.reason }) }, ip);
    await siteChanged();
    return ok(null);
  },
);
