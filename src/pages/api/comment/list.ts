import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { assertCommentsReadable } from '@/server/comments/assertCommentsReadable.ts';
import { listCommentThreads } from '@/server/comments/listComments.ts';
import { listCommentsQuerySchema } from '@/shared/comments/commentSchemas.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { CommentThread } from '@/shared/comments/commentView.ts';

export const GET = apiRoute(async ({ url, locals }) => {
  const query = listCommentsQuerySchema.parse(Object.fromEntries(url.searchParams));
  await assertCommentsReadable(locals.config, query, locals.user);
  const page = await listCommentThreads(
    query.entityType,
    query.entityId,
    locals.user?.id ?? null,
    query.cursor,
  );
  return ok<CursorPage<CommentThread>>(page);
});
