import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requirePermission } from '@/server/auth/requirePermission.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { awardBadgeByHand } from '@/server/badges/handAwards.commands.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';
import { badgeHandSchema } from '@/shared/badges/badgeSchemas.ts';

/** POST /api/admin/badges/award {username, slug, reason} ('settings.manage'), audited; empties the pages. */
export const POST = apiRoute(
  { summary: m.api_post_admin_badges_award, permission: 'settings.manage', body: badgeHandSchema },
  async (context, parsed) => {
    const member = requirePermission(context.locals.user, 'settings.manage');
    const input = await parsed.body();
    await awardBadgeByHand({ member, ip: requestMeta(context).ip }, input);
    // The member's profile and the badge pages show it; a member's change empties every page, as a trust level does.
    await siteChanged();
    return ok(null);
  },
);
