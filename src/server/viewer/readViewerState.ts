import { getDb, type Database } from '../db/client.ts';
import { checkinStatus } from '../checkin/checkinStatus.ts';
import { isFollowing } from '../follows/isFollowing.ts';
import { viewerReactions } from '../reactions/viewerReactions.ts';
import { unreadMessageCount } from '../users/unreadMessageCount.ts';
import { liveReactionCounts } from './liveReactionCounts.ts';
import { viewerHiddenContent } from './viewerHiddenContent.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { LikeKind } from '@/shared/reactions/reactionSchemas.ts';
import {
  EMPTY_VIEWER_STATE,
  viewerEntityKey,
  type ViewerQuery,
  type ViewerReactionState,
  type ViewerState,
} from '@/shared/viewer/viewerState.ts';

interface ViewerContext {
  timeZone: string;
  requestUrl: URL;
}

async function reactionStates(
  userId: number,
  kind: LikeKind,
  ids: readonly number[] | undefined,
  db: Database,
): Promise<[string, ViewerReactionState][]> {
  if (!ids || ids.length === 0) return [];
  const [own, counts] = await Promise.all([
    viewerReactions(userId, kind, ids, db),
    liveReactionCounts(kind, ids, db),
  ]);
  // Only what still exists: a deleted comment's count is not news.
  return [...counts].map(([id, count]) => {
    const reaction = own.get(id) ?? { liked: false, favorited: false };
    return [viewerEntityKey(kind, id), { ...reaction, ...count }];
  });
}

/**
 * Everything on one page that depends on who reads it (decision 027): a visitor gets the empty
 * state without a query; a member's state costs a handful of primary-key look-ups, run together.
 */
export async function readViewerState(
  user: CurrentUser | null,
  query: ViewerQuery,
  context: ViewerContext,
  db: Database = getDb(),
): Promise<ViewerState> {
  if (!user) return EMPTY_VIEWER_STATE;
  const [unread, checkin, moments, articles, comments, following, hidden] = await Promise.all([
    unreadMessageCount(user.id, db),
    query.checkin ? checkinStatus(user.id, context.timeZone, new Date(), db) : Promise.resolve(null),
    reactionStates(user.id, 'moment', query.moment, db),
    reactionStates(user.id, 'article', query.article, db),
    reactionStates(user.id, 'comment', query.comment, db),
    isFollowing(user.id, query.user ?? [], db),
    viewerHiddenContent(user.id, query.moment ?? [], context.requestUrl, db),
  ]);
  return {
    user,
    unread,
    checkin,
    reactions: Object.fromEntries([...moments, ...articles, ...comments]),
    following: [...following],
    hidden: Object.fromEntries([...hidden].map(([id, content]) => [viewerEntityKey('moment', id), content])),
  };
}
