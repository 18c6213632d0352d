import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { spammerRoute } from '@/server/spammers/spammerRoute.ts';
import { restoreSpammer } from '@/server/spammers/restoreSpammer.ts';
import { restoreSpammerSchema } from '@/shared/spammers/spammerSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

/** POST /api/admin/users/restore-spammer {userId} — 'user.delete_spammer'; within 30 days of the removal. */
export const POST = apiRoute(
  {
    summary: m.api_post_admin_users_restore_spammer,
    permission: 'user.delete_spammer',
    body: restoreSpammerSchema,
  },
  async (context, parsed) => {
    const { actor, ip } = spammerRoute(context);
    const input = await parsed.body();
    const result = await restoreSpammer(actor, input, ip);
    await siteChanged();
    return ok(result);
  },
);
