import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { moderationContext } from '@/server/moderation/moderationContext.ts';
import { liftBan } from '@/server/moderation/bans.commands.ts';
import { unbanSchema } from '@/shared/moderation/moderationSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

/** POST /api/moderation/user/unban {userId, reason?} — 'user.ban'. */
export const POST = apiRoute(async (context) => {
  const { actor, ip } = moderationContext(context);
  const input = await parseBody(context.request, unbanSchema);
  await liftBan(actor, input, ip);
  await siteChanged();
  return ok({ userId: input.userId });
});
