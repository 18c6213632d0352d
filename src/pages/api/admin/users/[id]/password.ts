import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { adminUserRoute } from '@/server/admin/adminUserRoute.ts';
import { resetUserPassword } from '@/server/admin/userAdmin.commands.ts';
import type { PasswordResetResult } from '@/shared/adminusers/adminUserSchemas.ts';

/** POST /api/admin/users/{id}/password — 'user.password.reset'; answers the new password once. */
export const POST = apiRoute(
  { summary: m.api_post_admin_users_id_password, permission: 'user.password.reset' },
  async (context) => {
    const { actor, userId, ip } = adminUserRoute(context, 'user.password.reset');
    return ok<PasswordResetResult>(await resetUserPassword(actor, { userId }, ip));
  },
);
