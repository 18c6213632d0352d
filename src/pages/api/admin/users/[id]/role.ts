import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminUserRoute } from '@/server/admin/adminUserRoute.ts';
import { changeUserRole } from '@/server/admin/userAdmin.commands.ts';
import { adminRoleSchema } from '@/shared/adminusers/adminUserSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

/** POST /api/admin/users/{id}/role {role} — 'user.role.change'; admins are made and demoted by the owner. */
export const POST = apiRoute(
  { summary: m.api_post_admin_users_id_role, permission: 'user.role.change', body: adminRoleSchema },
  async (context, parsed) => {
    const { actor, userId, ip } = adminUserRoute(context, 'user.role.change');
    const input = await parsed.body();
    await changeUserRole(actor, { userId, role: input.role }, ip);
    await siteChanged();
    return ok(null);
  },
);
