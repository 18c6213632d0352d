import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminUserRoute } from '@/server/admin/adminUserRoute.ts';
import { banUser } from '@/server/moderation/bans.commands.ts';
import { adminBanSchema } from '@/shared/adminusers/adminUserSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

/** POST /api/admin/users/{id}/ban {duration: '7d' | 'forever', reason} — 'user.ban' (forever: the owner). */
export const POST = apiRoute(
  { summary: m.api_post_admin_users_id_ban, permission: 'user.ban', body: adminBanSchema },
  async (context, parsed) => {
    const { actor, userId, ip } = adminUserRoute(context, 'user.ban');
    const input = await parsed.body();
    const result = await banUser(actor, { userId, ...input }, ip);
    await siteChanged();
    return ok(result);
  },
);
