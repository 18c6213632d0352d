import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { assertCommentsReadable } from '@/server/comments/assertCommentsReadable.ts';
import { listCommentThreads } from '@/server/comments/listComments.ts';
import { withCommentReactionCounts } from '@/server/comments/commentReactionCounts.ts';
import { listCommentsQuerySchema } from '@/shared/comments/commentSchemas.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { CommentThread } from '@/shared/comments/commentView.ts';

export const GET = apiRoute(
  { summary: m.api_get_comment_list, permission: 'anyone', query: listCommentsQuerySchema },
  async ({ locals }, parsed) => {
    const query = parsed.query();
    await assertCommentsReadable(locals.config, query, locals.user);
    const page = await listCommentThreads(
      query.entityType,
      query.entityId,
      locals.user?.id ?? null,
      query.cursor,
    );
    const results = await withCommentReactionCounts(page.results, locals.config.reactions);
    return ok<CursorPage<CommentThread>>({ ...page, results });
  },
);
