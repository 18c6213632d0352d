import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { assertTargetReadable } from '@/server/entities/assertTargetReadable.ts';
import { commentEntity } from '@/server/comments/commentEntity.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';
import { listReplies } from '@/server/comments/listComments.ts';
import { withCommentReactionCounts } from '@/server/comments/commentReactionCounts.ts';
import { listRepliesQuerySchema } from '@/shared/comments/commentSchemas.ts';
import { REPLY_PAGE_SIZE } from '@/shared/comments/commentLimits.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { CommentView } from '@/shared/comments/commentView.ts';

export const GET = apiRoute(
  {
    summary: m.api_get_comment_replies,
    permission: 'anyone',
    query: listRepliesQuerySchema,
    errors: [ErrorCode.notFound],
  },
  async ({ locals }, parsed) => {
    const query = parsed.query();
    const entity = await commentEntity(query.commentId);
    if (!entity) throw new ApiError(404, m.error_not_found(), ErrorCode.notFound);
    await assertTargetReadable(entity.kind, entity.id, locals.user);
    const page = await listReplies(query.commentId, locals.user?.id ?? null, query.cursor, REPLY_PAGE_SIZE);
    const results = await withCommentReactionCounts(page.results, locals.config.reactions);
    return ok<CursorPage<CommentView>>({ ...page, results });
  },
);
