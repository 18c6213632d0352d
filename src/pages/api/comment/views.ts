import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { assertCommentsReadable } from '@/server/comments/assertCommentsReadable.ts';
import { publishedCommentViews } from '@/server/comments/publishedCommentViews.ts';
import { commentViewsQuerySchema } from '@/shared/comments/commentSchemas.ts';
import type { CommentView } from '@/shared/comments/commentView.ts';

/** The published comments a live page was told of, by id (decision 062). */
export const GET = apiRoute(
  { summary: m.api_get_comment_views, permission: 'anyone', query: commentViewsQuerySchema },
  async ({ locals }, parsed) => {
    const query = parsed.query();
    await assertCommentsReadable(locals.config, query, locals.user);
    const views = await publishedCommentViews(
      query.entityType,
      query.entityId,
      query.ids,
      locals.user?.id ?? null,
    );
    return ok<CommentView[]>(views);
  },
);
