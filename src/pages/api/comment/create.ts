import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requestMeta } from '@/server/auth/requestMeta.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { postComment } from '@/server/comments/postComment.ts';
import { ipLocation } from '@/server/geo/ipLocation.ts';
import { enforcePostingLimits } from '@/server/postingLimits/enforcePostingLimits.ts';
import { createCommentSchema } from '@/shared/comments/commentSchemas.ts';
import type { CommentPosted } from '@/shared/comments/commentView.ts';
import { removePublishedDraft } from '@/server/drafts/drafts.service.ts';
import { commentDraftKey } from '@/shared/drafts/draftKeys.ts';
import { commentChangedOn } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async (context) => {
  // Signed-out visitors hear "please sign in" before any validation message.
  const user = requireUser(context.locals);
  const input = await parseBody(context.request, createCommentSchema);
  const { config } = context.locals;
  const { ip } = requestMeta(context);
  await enforcePostingLimits(user, ip, 'comment', config);
  const posted = await postComment(user, config, input, ipLocation(ip));
  await removePublishedDraft(user.id, commentDraftKey(input));
  await commentChangedOn(input.entityType, input.entityId);
  return ok<CommentPosted>(posted);
});
