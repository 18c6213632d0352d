import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { deleteComment } from '@/server/comments/deleteComment.ts';
import { deleteCommentSchema } from '@/shared/comments/commentSchemas.ts';
import type { CommentDeleted } from '@/shared/comments/commentView.ts';
import { commentChanged } from '@/server/pageCache/pageInvalidation.ts';
import { announceCommentChange } from '@/server/liveItems/announceItemChange.ts';

export const POST = apiRoute(
  { summary: m.api_post_comment_delete, permission: 'member', body: deleteCommentSchema },
  async (context, parsed) => {
    // Signed-out callers hear "please sign in" before anything about their input.
    requireUser(context.locals);
    const input = await parsed.body();
    const result = await deleteComment(requestActor(context), input.id);
    await commentChanged(input.id);
    await announceCommentChange(input.id);
    return ok<CommentDeleted>(result);
  },
);
