import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { moderationContext } from '@/server/moderation/moderationContext.ts';
import { banUser } from '@/server/moderation/bans.commands.ts';
import { banSchema } from '@/shared/moderation/moderationSchemas.ts';
import { siteChanged } from '@/server/pageCache/pageInvalidation.ts';

/** POST /api/moderation/user/ban {userId, duration: '7d' | 'forever', reason} — 'user.ban'. */
export const POST = apiRoute(
  { summary: m.api_post_moderation_user_ban, permission: 'user.ban', body: banSchema },
  async (context, parsed) => {
    const { actor, ip } = moderationContext(context);
    const input = await parsed.body();
    const changed = await banUser(actor, input, ip);
    await siteChanged();
    return ok(changed);
  },
);
