import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { moderationContext } from '@/server/moderation/moderationContext.ts';
import { setMomentFlag } from '@/server/moderation/momentFlags.commands.ts';
import { momentFlagSchema } from '@/shared/moderation/moderationSchemas.ts';
import { contentChanged } from '@/server/pageCache/pageInvalidation.ts';

/** POST /api/moderation/moment/recommend {id, on, reason?} — 'moment.recommend'. */
export const POST = apiRoute(
  { summary: m.api_post_moderation_moment_recommend, permission: 'moment.recommend', body: momentFlagSchema },
  async (context, parsed) => {
    const { actor, ip } = moderationContext(context);
    const input = await parsed.body();
    const changed = await setMomentFlag(actor, 'recommend', input, ip);
    await contentChanged('moment', input.id);
    return ok(changed);
  },
);
