import type { Database } from '../db/client.ts';
import { markItemRead } from './readMarks.ts';

/**
 * The viewer request of an item page marks it read (decision 038): the cached HTML stays the same
 * for everyone, and the page learns where the member's unread comments begin.
 */
export async function markReadFromViewer(
  userId: number,
  key: string,
  db: Database,
): Promise<Record<string, number>> {
  const [kind, id] = key.split(':');
  if ((kind !== 'moment' && kind !== 'article') || !id) return {};
  const { firstUnreadCommentId } = await markItemRead(userId, kind, Number(id), db);
  return firstUnreadCommentId > 0 ? { [key]: firstUnreadCommentId } : {};
}
