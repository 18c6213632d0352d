import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { moderationContext } from '@/server/moderation/moderationContext.ts';
import { restoreRevision } from '@/server/revisions/restoreRevision.ts';
import { restoreRevisionSchema } from '@/shared/revisions/revisionSchemas.ts';
import { commentChanged, contentChanged } from '@/server/pageCache/pageInvalidation.ts';
import { announceCommentChange } from '@/server/liveItems/announceItemChange.ts';

/** POST /api/revisions/restore {kind, id, revision} — 'content.restore'. */
export const POST = apiRoute(
  { summary: m.api_post_revisions_restore, permission: 'content.restore', body: restoreRevisionSchema },
  async (context, parsed) => {
    const { actor, ip } = moderationContext(context);
    const input = await parsed.body();
    const result = await restoreRevision(actor, input, ip);
    if (input.kind === 'comment') {
      await commentChanged(input.id);
      await announceCommentChange(input.id);
    } else await contentChanged(input.kind, input.id);
    return ok(result);
  },
);
