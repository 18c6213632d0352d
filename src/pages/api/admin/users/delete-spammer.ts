import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { spammerRoute } from '@/server/spammers/spammerRoute.ts';
import { deleteSpammer } from '@/server/spammers/deleteSpammer.ts';
import { spammerPreview } from '@/server/spammers/spammerPreview.queries.ts';
import { deleteSpammerSchema, spammerPreviewQuerySchema } from '@/shared/spammers/spammerSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

/** GET /api/admin/users/delete-spammer?userId= — 'user.delete_spammer'; what the removal would take away. */
export const GET = apiRoute(
  {
    summary: m.api_get_admin_users_delete_spammer,
    permission: 'user.delete_spammer',
    query: spammerPreviewQuerySchema,
  },
  async (context, parsed) => {
    const { actor } = spammerRoute(context);
    const { userId } = parsed.query();
    return ok(await spammerPreview(actor, userId));
  },
);

/** POST /api/admin/users/delete-spammer {userId, blockIp, blockDomain} — 'user.delete_spammer' (decision 061). */
export const POST = apiRoute(
  {
    summary: m.api_post_admin_users_delete_spammer,
    permission: 'user.delete_spammer',
    body: deleteSpammerSchema,
  },
  async (context, parsed) => {
    const { actor, ip } = spammerRoute(context);
    const input = await parsed.body();
    const result = await deleteSpammer(actor, input, ip);
    await siteChanged();
    return ok(result);
  },
);
