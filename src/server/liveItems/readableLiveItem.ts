import type { Database } from '../db/client.ts';
import { ApiError } from '../http/ApiError.ts';
import { assertTargetReadable } from '../entities/assertTargetReadable.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { LiveItem } from './liveItem.ts';

/**
 * The item a stream asked to follow, when the member may read it. One the member may not read is
 * left out rather than refused: the same stream carries the header's unread count.
 */
export async function readableLiveItem(
  topic: string | undefined,
  after: number | undefined,
  viewer: CurrentUser,
  db?: Database,
): Promise<LiveItem | undefined> {
  if (!topic) return undefined;
  const [kind, id] = topic.split(':');
  if (kind !== 'moment' && kind !== 'article') return undefined;
  const item = { kind, id: Number(id), topic, after } as const;
  try {
    await assertTargetReadable(item.kind, item.id, viewer, db);
    return item;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
}
