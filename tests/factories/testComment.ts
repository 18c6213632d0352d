import type { Database } from '@/server/db/client.ts';
import { createComment, type NewComment } from '@/server/comments/createComment.ts';

/** A comment through the real createComment: a plain top-level "Hello" on a moment unless `values` say otherwise. */
export function createTestComment(
  db: Database,
  values: Partial<NewComment> & { userId: number; entityId: number },
) {
  return createComment(
    {
      entityType: 'moment',
      content: 'Hello',
      images: [],
      parentId: 0,
      replyToId: 0,
      ipLocation: '',
      ...values,
    },
    values.userId,
    db,
  );
}
