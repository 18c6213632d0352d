import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { comments, readMarks, users } from '../db/schema/index.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';

export type ReadKind = 'moment' | 'article';

/** Where the member's read mark on an item stands against the item's latest comment. */
export interface ItemReadMark {
  /** The item's own mark (undefined when the member never opened it). */
  marked: number | undefined;
  /** Where unread comments begin: the item's mark, else the member's "mark all read" (undefined: neither). */
  base: number | undefined;
  /** The item's newest comment id (0 when it has none). */
  latest: number;
}

/**
 * Records that the member opened a moment or article, given where their mark stood, and answers the
 * first comment by someone else they had not read (0 when none, or when they never opened it before
 * and never marked all read). Unless the mark already covers the latest comment, an upsert that never
 * moves a mark backwards: reading an item again with nothing new writes nothing.
 */
export async function recordItemRead(
  userId: number,
  kind: ReadKind,
  entityId: number,
  { marked, base, latest }: ItemReadMark,
  db: Database = getDb(),
): Promise<{ firstUnreadCommentId: number }> {
  const type = EntityType[kind];
  let firstUnreadCommentId = 0;
  if (base !== undefined && latest > base) {
    const [first] = await db
      .select({ id: comments.id })
      .from(comments)
      .where(
        and(
          eq(comments.entityType, type),
          eq(comments.entityId, entityId),
          sql`${comments.id} > ${base}`,
          eq(comments.status, ContentStatus.published),
          sql`${comments.userId} <> ${userId}`,
        ),
      )
      .orderBy(comments.id)
      .limit(1);
    firstUnreadCommentId = first?.id ?? 0;
  }
  // Read again with nothing new: the mark stands (an item mark's time is never read), no write.
  if (marked !== undefined && marked >= latest) return { firstUnreadCommentId };
  await db
    .insert(readMarks)
    .values({ userId, entityType: type, entityId, lastCommentId: latest, readAt: new Date() })
    .onDuplicateKeyUpdate({
      set: {
        lastCommentId: sql`greatest(${readMarks.lastCommentId}, values(${readMarks.lastCommentId}))`,
        readAt: sql`values(${readMarks.readAt})`,
      },
    });
  return { firstUnreadCommentId };
}

/**
 * Everything up to now counts as read: the member's row keeps the time and the newest comment id,
 * and their marks on single items, all older than it, go. One transaction; answers the time.
 */
export async function markAllRead(userId: number, db: Database = getDb()): Promise<Date> {
  const readAt = new Date();
  await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const [latest] = await tx.select({ id: sql<number>`coalesce(max(${comments.id}), 0)` }).from(comments);
      await tx.delete(readMarks).where(eq(readMarks.userId, userId));
      await tx
        .update(users)
        .set({ readAllAt: readAt, readAllCommentId: Number(latest?.id ?? 0) })
        .where(eq(users.id, userId));
    }),
  );
  return readAt;
}
