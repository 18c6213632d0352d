import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { setTrustLevel } from '@/server/trust/setTrustLevel.commands.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';
import { staffTrustSchema } from '@/shared/trust/trustLevelSchema.ts';

/** POST /api/admin/users/trust {userId, level, locked} — 'user.trust'; the profile shows the level. */
export const POST = apiRoute(
  { summary: m.api_post_admin_users_trust, permission: 'user.trust', body: staffTrustSchema },
  async (context, parsed) => {
    const user = requirePermission(context.locals.user, 'user.trust');
    const input = await parsed.body();
    await setTrustLevel({ id: user.id, role: user.role }, input, requestMeta(context).ip);
    await siteChanged();
    return ok(null);
  },
);
