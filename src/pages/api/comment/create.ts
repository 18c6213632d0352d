import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { postComment } from '@/server/comments/postComment.ts';
import { createCommentSchema } from '@/shared/comments/commentSchemas.ts';
import type { CommentPosted } from '@/shared/comments/commentView.ts';
import { removePublishedDraft } from '@/server/drafts/drafts.commands.ts';
import { commentDraftKey } from '@/shared/drafts/draftKeys.ts';
import { commentChangedOn } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(
  { summary: m.api_post_comment_create, permission: 'member', body: createCommentSchema },
  async (context, parsed) => {
    // Signed-out visitors hear "please sign in" before any validation message.
    const user = requireUser(context.locals);
    const input = await parsed.body();
    const posted = await postComment(requestActor(context), input);
    await removePublishedDraft(user.id, commentDraftKey(input));
    await commentChangedOn(input.entityType, input.entityId);
    return ok<CommentPosted>(posted);
  },
);
