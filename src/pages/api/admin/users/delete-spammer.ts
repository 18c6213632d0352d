import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { spammerRoute } from '@/server/spammers/spammerRoute.ts';
import { deleteSpammer } from '@/server/spammers/deleteSpammer.ts';
import { spammerPreview } from '@/server/spammers/spammerPreview.queries.ts';
import { deleteSpammerSchema, spammerPreviewQuerySchema } from '@/shared/spammers/spammerSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

/** GET /api/admin/users/delete-spammer?userId= — 'user.delete_spammer'; what the removal would take away. */
export const GET = apiRoute(async (context) => {
  const { actor } = spammerRoute(context);
  const { userId } = spammerPreviewQuerySchema.parse({ userId: context.url.searchParams.get('userId') });
  return ok(await spammerPreview(actor, userId));
});

/** POST /api/admin/users/delete-spammer {userId, blockIp, blockDomain} — 'user.delete_spammer' (decision 061). */
export const POST = apiRoute(async (context) => {
  const { actor, ip } = spammerRoute(context);
  const input = await parseBody(context.request, deleteSpammerSchema);
  const result = await deleteSpammer(actor, input, ip);
  await siteChanged();
  return ok(result);
});
