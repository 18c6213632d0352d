import { getDb, type Database } from '../db/client.ts';
import { viewerHiddenContent } from './viewerHiddenContent.ts';
import { viewerRows, type ViewerCheckinDays, type ViewerRow } from './viewerRows.ts';
import type { CheckinStatus } from '@/shared/checkin/checkinTypes.ts';
import { localDay, shiftDay } from '@/shared/checkin/localDay.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import {
  EMPTY_VIEWER_STATE,
  viewerEntityKey,
  type ViewerReactionState,
  type ViewerState,
} from '@/shared/viewer/viewerState.ts';
import type { ViewerQuery } from '@/shared/viewer/viewerQuerySchema.ts';
import { watchingOf } from '../watching/viewerWatching.ts';
import { markReadFromViewer } from '../watching/markReadFromViewer.ts';
import type { ReadAllMark } from '../watching/readAllMark.ts';
import { reactionOfCode, type ReactionEmoji } from '@/shared/reactions/reactionEmoji.ts';

export interface ViewerContext {
  timeZone: string;
  requestUrl: URL;
  /** The member's last "mark all read", from their row (readAllMarkOf). */
  readAll: ReadAllMark | null;
  /** The emoji the owner enabled (decision 080): a member's own emoji is told only while enabled. */
  reactions?: readonly ReactionEmoji[];
}

function reactionsOf(
  rows: readonly ViewerRow[],
  enabled: readonly ReactionEmoji[],
): Record<string, ViewerReactionState> {
  const reactions: Record<string, ViewerReactionState> = {};
  for (const row of rows) {
    if (row.part !== 'moment' && row.part !== 'article' && row.part !== 'comment') continue;
    const emoji = reactionOfCode(row.reaction);
    reactions[viewerEntityKey(row.part, row.id)] = {
      liked: row.liked,
      favorited: row.favorited,
      likes: row.likes,
      favorites: row.favorites,
      // Absent for the plain like, so a forum without emoji answers what it always did.
      ...(emoji && enabled.includes(emoji) ? { reaction: emoji } : {}),
    };
  }
  return reactions;
}

/** The ids of the users on the page in one part of the union (following, blocked …). */
function usersIn(
  rows: readonly ViewerRow[],
  part: 'following' | 'follower' | 'blocked' | 'blockedBy',
): number[] {
  return rows.flatMap((row) => (row.part === part ? [row.userId] : []));
}

/** The days the check-in branch reads, when the query asks for the check-in. */
export function viewerCheckinDays(query: ViewerQuery, timeZone: string): ViewerCheckinDays | null {
  if (!query.checkin) return null;
  const today = localDay(new Date(), timeZone);
  return { today, yesterday: shiftDay(today, -1) };
}

/** The check-in as checkinStatus answers it, from the check-in rows of today and yesterday. */
function checkinOf(rows: readonly ViewerRow[]): CheckinStatus {
  const days = rows.flatMap((row) => (row.part === 'checkin' ? [row] : []));
  const today = days.find((row) => row.today);
  if (!today) return { checkedIn: false, streak: days[0]?.streak ?? 0 };
  return { checkedIn: true, streak: today.streak, todayRank: today.todayRank };
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
  const withHidden = rows.flatMap((row) => (row.part === 'moment' && row.hasHiddenContent ? [row.id] : []));
  const hidden =
    withHidden.length === 0
      ? new Map()
      : await viewerHiddenContent(user.id, withHidden, context.requestUrl, db);
  return {
    user,
    unread: rows.find((row) => row.part === 'unread')?.count ?? 0,
    checkin: query.checkin ? checkinOf(rows) : null,
    reactions: reactionsOf(rows, context.reactions ?? []),
    following: usersIn(rows, 'following'),
    followers: usersIn(rows, 'follower'),
    fans: Object.fromEntries(
      rows.flatMap((row) => (row.part === 'fans' ? [[String(row.userId), row.fans] as const] : [])),
    ),
    blocked: usersIn(rows, 'blocked'),
    blockedBy: usersIn(rows, 'blockedBy'),
    hidden: Object.fromEntries([...hidden].map(([id, content]) => [viewerEntityKey('moment', id), content])),
    ...watchingOf(rows, query, { createdAt: user.createdAt, readAll: context.readAll }),
    firstUnread,
  };
}
