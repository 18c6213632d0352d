import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { moderationContext } from '@/server/moderation/moderationContext.ts';
import { liftBan } from '@/server/moderation/bans.commands.ts';
import { unbanSchema } from '@/shared/moderation/moderationSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

/** POST /api/moderation/user/unban {userId, reason?} — 'user.ban'. */
export const POST = apiRoute(
  { summary: m.api_post_moderation_user_unban, permission: 'user.ban', body: unbanSchema },
  async (context, parsed) => {
    const { actor, ip } = moderationContext(context);
    const input = await parsed.body();
    await liftBan(actor, input, ip);
    await siteChanged();
    return ok({ userId: input.userId });
  },
);
