import type { Database } from '../db/client.ts';
import { recordItemRead } from './readMarks.ts';
import { readItemOf } from './viewerWatchBranches.ts';
import type { ViewerRow } from '../viewer/viewerRows.ts';
import type { ViewerQuery } from '@/shared/viewer/viewerQuerySchema.ts';

/**
 * The viewer request of an item page marks it read (decision 038): the cached HTML stays the same
 * for everyone, and the page learns where the member's unread comments begin. The mark was looked
 * up in viewerRows' union; here it is recorded when it moved.
 */
export async function markReadFromViewer(
  userId: number,
  query: ViewerQuery,
  rows: readonly ViewerRow[],
  db: Database,
): Promise<Record<string, number>> {
  const item = readItemOf(query);
  const mark = rows.find((row) => row.part === 'readMark');
  if (!item || !mark) return {};
  const { firstUnreadCommentId } = await recordItemRead(userId, item.kind, item.id, mark, db);
  return firstUnreadCommentId > 0 ? { [`${item.kind}:${item.id}`]: firstUnreadCommentId } : {};
}
