import type { Database } from '../db/client.ts';
import { itemReadMarkOf, recordItemRead } from './readMarks.ts';
import { WatchRowPart } from './viewerWatchBranches.ts';
import { readItemOf } from './viewerWatching.ts';
import type { ViewerQuery } from '@/shared/viewer/viewerQuerySchema.ts';

interface Row {
  part: number;
  likes: number;
  favorites: number;
  extra: number;
}

/**
 * The viewer request of an item page marks it read (decision 038): the cached HTML stays the same
 * for everyone, and the page learns where the member's unread comments begin. The mark was looked
 * up in viewerRows' union; here it is recorded when it moved.
 */
export async function markReadFromViewer(
  userId: number,
  query: ViewerQuery,
  rows: readonly Row[],
  db: Database,
): Promise<Record<string, number>> {
  const item = readItemOf(query);
  const row = rows.find((candidate) => candidate.part === WatchRowPart.readMark);
  if (!item || !row) return {};
  const { firstUnreadCommentId } = await recordItemRead(userId, item.kind, item.id, itemReadMarkOf(row), db);
  return firstUnreadCommentId > 0 ? { [`${item.kind}:${item.id}`]: firstUnreadCommentId } : {};
}
