import { getDb, type Database } from '../db/client.ts';
import { checkinStatus } from '../checkin/checkinStatus.ts';
import { viewerHiddenContent } from './viewerHiddenContent.ts';
import { ViewerRowPart, viewerRows, type ViewerRow } from './viewerRows.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import {
  EMPTY_VIEWER_STATE,
  viewerEntityKey,
  type ViewerEntityKind,
  type ViewerReactionState,
  type ViewerState,
} from '@/shared/viewer/viewerState.ts';
import type { ViewerQuery } from '@/shared/viewer/viewerQuerySchema.ts';

interface ViewerContext {
  timeZone: string;
  requestUrl: URL;
}

const REACTION_KINDS: Record<number, ViewerEntityKind> = {
  [ViewerRowPart.moment]: 'moment',
  [ViewerRowPart.article]: 'article',
  [ViewerRowPart.comment]: 'comment',
};

function reactionsOf(rows: readonly ViewerRow[]): Record<string, ViewerReactionState> {
  const reactions: Record<string, ViewerReactionState> = {};
  for (const row of rows) {
    const kind = REACTION_KINDS[row.part];
    if (!kind) continue;
    reactions[viewerEntityKey(kind, row.id)] = {
      liked: row.liked,
      favorited: row.favorited,
      likes: row.likes,
      favorites: row.favorites,
    };
  }
  return reactions;
}

/**
 * Everything on one page that depends on who reads it (decision 027). A visitor gets the empty
 * state without a query; a member's costs one round trip (viewerRows), plus one for the check-in
 * where the page shows it and one for hidden content where a moment on the page has some.
 */
export async function readViewerState(
  user: CurrentUser | null,
  query: ViewerQuery,
  context: ViewerContext,
  db: Database = getDb(),
): Promise<ViewerState> {
  if (!user) return EMPTY_VIEWER_STATE;
  const [rows, checkin] = await Promise.all([
    viewerRows(user.id, query, db),
    query.checkin ? checkinStatus(user.id, context.timeZone, new Date(), db) : Promise.resolve(null),
  ]);
  const withHidden = rows.filter((row) => row.part === ViewerRowPart.moment && row.extra === 1);
  const hidden =
    withHidden.length === 0
      ? new Map()
      : await viewerHiddenContent(
          user.id,
          withHidden.map((row) => row.id),
          context.requestUrl,
          db,
        );
  return {
    user,
    unread: rows.find((row) => row.part === ViewerRowPart.unread)?.extra ?? 0,
    checkin,
    reactions: reactionsOf(rows),
    following: rows.filter((row) => row.part === ViewerRowPart.following).map((row) => row.id),
    followers: rows.filter((row) => row.part === ViewerRowPart.follower).map((row) => row.id),
    hidden: Object.fromEntries([...hidden].map(([id, content]) => [viewerEntityKey('moment', id), content])),
  };
}
