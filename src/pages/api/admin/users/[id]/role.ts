import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminUserRoute } from '@/server/admin/adminUserRoute.ts';
import { changeUserRole } from '@/server/admin/userAdmin.commands.ts';
import { adminRoleSchema } from '@/shared/adminusers/adminUserSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

/** POST /api/admin/users/{id}/role {role} — 'user.role.change'; admins are made and demoted by the owner. */
export const POST = apiRoute(async (context) => {
  const { actor, userId, ip } = adminUserRoute(context, 'user.role.change');
  const input = await parseBody(context.request, adminRoleSchema);
  await changeUserRole(actor, { userId, role: input.role }, ip);
  await siteChanged();
  return ok(null);
});
