import { getDb, type Database } from '../db/client.ts';
import { viewerHiddenContent } from './viewerHiddenContent.ts';
import { ViewerRowPart, viewerRows, type ViewerCheckinDays, type ViewerRow } from './viewerRows.ts';
import type { CheckinStatus } from '@/shared/checkin/checkinTypes.ts';
import { localDay, shiftDay } from '@/shared/checkin/localDay.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import {
  EMPTY_VIEWER_STATE,
  viewerEntityKey,
  type ViewerEntityKind,
  type ViewerReactionState,
  type ViewerState,
} from '@/shared/viewer/viewerState.ts';
import type { ViewerQuery } from '@/shared/viewer/viewerQuerySchema.ts';
import { watchingOf } from '../watching/viewerWatching.ts';
import { markReadFromViewer } from '../watching/markReadFromViewer.ts';
import type { ReadAllMark } from '../watching/readAllMark.ts';

export interface ViewerContext {
  timeZone: string;
  requestUrl: URL;
  /** The member's last "mark all read", from their row (readAllMarkOf). */
  readAll: ReadAllMark | null;
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

/** The days the check-in branch reads, when the query asks for the check-in. */
export function viewerCheckinDays(query: ViewerQuery, timeZone: string): ViewerCheckinDays | null {
  if (!query.checkin) return null;
  const today = localDay(new Date(), timeZone);
  return { today, yesterday: shiftDay(today, -1) };
}

/** The check-in as checkinStatus answers it, from the check-in rows of today and yesterday. */
function checkinOf(rows: readonly ViewerRow[]): CheckinStatus {
  const days = rows.filter((row) => row.part === ViewerRowPart.checkin);
  const today = days.find((row) => row.liked);
  if (!today) return { checkedIn: false, streak: days[0]?.id ?? 0 };
  return { checkedIn: true, streak: today.id, todayRank: today.extra };
}

/**
 * Everything on one page that depends on who reads it (decision 027). A visitor gets the empty
 * state without a query; a member's costs one round trip (viewerRows), plus one for hidden content
 * where a moment on the page has some.
 */
export async function readViewerState(
  user: CurrentUser | null,
  query: ViewerQuery,
  context: ViewerContext,
  db: Database = getDb(),
): Promise<ViewerState> {
  if (!user) return EMPTY_VIEWER_STATE;
  const checkinDays = viewerCheckinDays(query, context.timeZone);
  const rows = await viewerRows({ id: user.id, readAll: context.readAll }, query, checkinDays, db);
  return viewerStateOfRows(user, query, rows, context, db);
}

/**
 * The member's viewer state from the viewer union's rows (viewerRows, or the session's round trip in
 * memberViewerRound.ts): the item page's read mark is written and hidden content read here.
 */
export async function viewerStateOfRows(
  user: CurrentUser,
  query: ViewerQuery,
  rows: readonly ViewerRow[],
  context: ViewerContext,
  db: Database = getDb(),
): Promise<ViewerState> {
  const firstUnread = await markReadFromViewer(user.id, query, rows, db);
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
    checkin: query.checkin ? checkinOf(rows) : null,
    reactions: reactionsOf(rows),
    following: rows.filter((row) => row.part === ViewerRowPart.following).map((row) => row.id),
    followers: rows.filter((row) => row.part === ViewerRowPart.follower).map((row) => row.id),
    fans: Object.fromEntries(
      rows.filter((row) => row.part === ViewerRowPart.fans).map((row) => [String(row.id), row.likes]),
    ),
    blocked: rows.filter((row) => row.part === ViewerRowPart.blocked).map((row) => row.id),
    blockedBy: rows.filter((row) => row.part === ViewerRowPart.blockedBy).map((row) => row.id),
    hidden: Object.fromEntries([...hidden].map(([id, content]) => [viewerEntityKey('moment', id), content])),
    ...watchingOf(rows, query, { createdAt: user.createdAt, readAll: context.readAll }),
    firstUnread,
  };
}
