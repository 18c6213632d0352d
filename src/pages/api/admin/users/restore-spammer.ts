import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { spammerRoute } from '@/server/spammers/spammerRoute.ts';
import { restoreSpammer } from '@/server/spammers/restoreSpammer.ts';
import { restoreSpammerSchema } from '@/shared/spammers/spammerSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

/** POST /api/admin/users/restore-spammer {userId} — 'user.delete_spammer'; within 30 days of the removal. */
export const POST = apiRoute(async (context) => {
  const { actor, ip } = spammerRoute(context);
  const input = await parseBody(context.request, restoreSpammerSchema);
  const result = await restoreSpammer(actor, input, ip);
  await siteChanged();
  return ok(result);
});
