import { and, eq, inArray, ne } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { comments, moments } from '../db/schema/index.ts';
import { currentContentLinkRewrite } from '../content/contentLinks.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import type { ViewerHiddenContent } from '@/shared/viewer/viewerState.ts';

/**
 * The hidden content of these moments that the member may read: all of it for its author, and
 * for a member with a visible comment on the moment (the hidden-content rule).
 */
export async function viewerHiddenContent(
  userId: number,
  momentIds: readonly number[],
  requestUrl: URL,
  db: Database = getDb(),
): Promise<Map<number, ViewerHiddenContent>> {
  if (momentIds.length === 0) return new Map();
  const withHidden = await db
    .select({ id: moments.id, authorId: moments.userId, html: moments.hiddenContent })
    .from(moments)
    .where(
      and(
        inArray(moments.id, [...momentIds]),
        ne(moments.hiddenContent, ''),
        eq(moments.status, ContentStatus.published),
      ),
    );
  if (withHidden.length === 0) return new Map();
  const othersIds = withHidden.filter((row) => row.authorId !== userId).map((row) => row.id);
  const [replied, links] = await Promise.all([
    othersIds.length === 0
      ? Promise.resolve([])
      : db
          .selectDistinct({ id: comments.entityId })
          .from(comments)
          .where(
            and(
              eq(comments.userId, userId),
              eq(comments.entityType, EntityType.moment),
              inArray(comments.entityId, othersIds),
              eq(comments.status, ContentStatus.published),
            ),
          ),
    currentContentLinkRewrite(requestUrl),
  ]);
  const repliedIds = new Set(replied.map((row) => row.id));
  const shown = new Map<number, ViewerHiddenContent>();
  for (const row of withHidden) {
    const byAuthor = row.authorId === userId;
    if (row.html.trim() === '' || (!byAuthor && !repliedIds.has(row.id))) continue;
    shown.set(row.id, { html: links(row.html), byAuthor });
  }
  return shown;
}
