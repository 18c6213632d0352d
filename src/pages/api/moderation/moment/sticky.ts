import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { moderationContext } from '@/server/moderation/moderationContext.ts';
import { setMomentFlag } from '@/server/moderation/momentFlags.commands.ts';
import { momentFlagSchema } from '@/shared/moderation/moderationSchemas.ts';
import { contentChanged } from '@/server/pageCache/pageInvalidation.ts';

/** POST /api/moderation/moment/sticky {id, on, reason?} — 'moment.sticky'. */
export const POST = apiRoute(
  { summary: m.api_post_moderation_moment_sticky, permission: 'moment.sticky', body: momentFlagSchema },
  async (context, parsed) => {
    const { actor, ip } = moderationContext(context);
    const input = await parsed.body();
    const changed = await setMomentFlag(actor, 'sticky', input, ip);
    await contentChanged('moment', input.id);
    return ok(changed);
  },
);
