import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminUserRoute } from '@/server/admin/adminUserRoute.ts';
import { deleteUser } from '@/server/admin/userAdmin.commands.ts';
import { adminDeleteSchema } from '@/shared/adminusers/adminUserSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

/** POST /api/admin/users/{id}/delete {reason} — 'user.delete'; a soft delete (see deleteUser). */
export const POST = apiRoute(
  { summary: m.api_post_admin_users_id_delete, permission: 'user.delete', body: adminDeleteSchema },
  async (context, parsed) => {
    const { actor, userId, ip } = adminUserRoute(context, 'user.delete');
    const input = await parsed.body();
    await deleteUser(actor, { userId, reason: input.reason }, ip);
    await siteChanged();
    return ok(null);
  },
);
