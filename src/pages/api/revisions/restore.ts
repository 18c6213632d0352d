import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { moderationContext } from '@/server/moderation/moderationContext.ts';
import { restoreRevision } from '@/server/revisions/restoreRevision.ts';
import { restoreRevisionSchema } from '@/shared/revisions/revisionSchemas.ts';
import { commentChanged, contentChanged } from '@/server/pageCache/pageInvalidation.ts';
import { announceCommentChange } from '@/server/liveItems/announceItemChange.ts';

/** POST /api/revisions/restore {kind, id, revision} — 'content.restore'. */
export const POST = apiRoute(async (context) => {
  const { actor, ip } = moderationContext(context);
  const input = await parseBody(context.request, restoreRevisionSchema);
  const result = await restoreRevision(actor, input, ip);
  if (input.kind === 'comment') {
    await commentChanged(input.id);
    await announceCommentChange(input.id);
  } else await contentChanged(input.kind, input.id);
  return ok(result);
});
