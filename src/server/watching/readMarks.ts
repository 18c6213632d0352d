import { and, eq, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { comments, readMarks } from '../db/schema/index.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';

/** read_marks.entity_type of the row that records a member's last "mark all read". */
export const READ_ALL_SCOPE = 9;

type ReadKind = 'moment' | 'article';

/**
 * Records that the member opened a moment or article and answers the first comment by someone else
 * they had not read (0 when none, or when they never opened it before and never marked all read).
 * The look-up, then (unless the mark already covers the latest comment) an upsert that never moves
 * a mark backwards: reading an item again with nothing new writes nothing.
 */
export async function markItemRead(
  userId: number,
  kind: ReadKind,
  entityId: number,
  db: Database = getDb(),
): Promise<{ firstUnreadCommentId: number }> {
  const type = EntityType[kind];
  const [row] = (await db.execute(sql`select
      mark.last_comment_id as marked,
      coalesce(mark.last_comment_id, everything.last_comment_id) as base,
      (select max(${comments.id}) from ${comments}
        where ${comments.entityType} = ${type} and ${comments.entityId} = ${entityId}) as latest
    from (select 1) as one
    left join ${readMarks} as mark on mark.user_id = ${userId} and mark.entity_type = ${type} and mark.entity_id = ${entityId}
    left join ${readMarks} as everything on everything.user_id = ${userId} and everything.entity_type = ${READ_ALL_SCOPE} and everything.entity_id = 0`)) as unknown as [
    Array<{ marked: number | string | null; base: number | string | null; latest: number | string | null }>,
  ];
  const marked = row[0]?.marked === null || row[0]?.marked === undefined ? undefined : Number(row[0].marked);
  const base = row[0]?.base === null || row[0]?.base === undefined ? undefined : Number(row[0].base);
  const latest = Number(row[0]?.latest ?? 0);
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
 * Everything up to now counts as read: one row holds the time and the newest comment id, and the
 * member's marks on single items, all older than it, go. One transaction.
 */
export async function markAllRead(userId: number, db: Database = getDb()): Promise<void> {
  await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const [latest] = await tx.select({ id: sql<number>`coalesce(max(${comments.id}), 0)` }).from(comments);
      await tx.delete(readMarks).where(eq(readMarks.userId, userId));
      await tx
        .insert(readMarks)
        .values({
          userId,
          entityType: READ_ALL_SCOPE,
          entityId: 0,
          lastCommentId: Number(latest?.id ?? 0),
          readAt: new Date(),
        })
        .onDuplicateKeyUpdate({
          set: {
            lastCommentId: sql`values(${readMarks.lastCommentId})`,
            readAt: sql`values(${readMarks.readAt})`,
          },
        });
    }),
  );
}
