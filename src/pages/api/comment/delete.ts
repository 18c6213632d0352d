import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { deleteComment } from '@/server/comments/deleteComment.ts';
import { deleteCommentSchema } from '@/shared/comments/commentSchemas.ts';
import type { CommentDeleted } from '@/shared/comments/commentView.ts';
import { commentChanged } from '@/server/pageCache/pageInvalidation.ts';

export const POST = apiRoute(async ({ request, locals }) => {
  const user = requireUser(locals);
  const input = await parseBody(request, deleteCommentSchema);
  const result = await deleteComment(user, input.id);
  await commentChanged(input.id);
  return ok<CommentDeleted>(result);
});
