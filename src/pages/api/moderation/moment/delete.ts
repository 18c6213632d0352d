import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { moderationContext } from '@/server/moderation/moderationContext.ts';
import { moderateDelete } from '@/server/moderation/moderateDelete.ts';
import { moderationDeleteSchema } from '@/shared/moderation/moderationSchemas.ts';
import { contentChanged } from '@/server/pageCache/pageInvalidation.ts';

/** POST /api/moderation/moment/delete {id, reason} — 'moment.delete.any'. */
export const POST = apiRoute(
  {
    summary: m.api_post_moderation_moment_delete,
    permission: 'moment.delete.any',
    body: moderationDeleteSchema,
  },
  async (context, parsed) => {
    const { actor, ip } = moderationContext(context);
    const input = await parsed.body();
    await moderateDelete(actor, 'moment', input, ip);
    await contentChanged('moment', input.id);
    return ok({ id: input.id });
  },
);
