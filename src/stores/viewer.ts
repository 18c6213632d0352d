import { atom, map } from 'nanostores';
import type { CheckinStatus } from '@/shared/checkin/checkinTypes.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import type { ViewerHiddenContent, ViewerReactionState, ViewerState } from '@/shared/viewer/viewerState.ts';
import { $fansCounts } from './follows.ts';
import { $unreadCount } from './unreadCount.ts';
import { $firstUnread, $reading, $readingSince, $watching } from './watching.ts';

/**
 * Who reads this page, as far as the browser knows it (decision 027):
 * - `pending`: a member's page before GET /api/viewer answered (islands keep their server markup);
 * - `anonymous`: no session, or the session ended;
 * - `member`: `$viewer` holds the signed-in user.
 */
export type ViewerStatus = 'pending' | 'anonymous' | 'member';

export const $viewerStatus = atom<ViewerStatus>('pending');

/** The signed-in user, or null. Set by the viewer request, sign-in and sign-up; cleared by sign-out. */
export const $viewer = atom<CurrentUser | null>(null);

/** The viewer's likes and favorites with live counts, by `moment:1`, `article:2`, `comment:3`. */
export const $reactions = map<Record<string, ViewerReactionState>>({});

/** Users the viewer follows, by id, as far as this page asked or the viewer changed it. */
export const $following = map<Record<string, boolean>>({});

/** Users who follow the viewer, by id, as far as this page asked or a follow answer said. */
export const $followers = map<Record<string, boolean>>({});

/** The viewer's check-in today; null until known or for a visitor. */
export const $checkin = atom<CheckinStatus | null>(null);

/** Hidden moment content the viewer may read, by `moment:1`. */
export const $hiddenContent = map<Record<string, ViewerHiddenContent>>({});

/** Members the viewer blocked, by id: from the viewer state, then from blocks on this page. */
export const $blocked = map<Record<string, boolean>>({});

/** Users on this page who blocked the viewer, by id. */
export const $blockedBy = map<Record<string, boolean>>({});

/** Puts one answer of GET /api/viewer into the stores. */
export function applyViewerState(state: ViewerState): void {
  $viewer.set(state.user);
  $viewerStatus.set(state.user ? 'member' : 'anonymous');
  $unreadCount.set(state.unread);
  $checkin.set(state.checkin);
  for (const [key, reaction] of Object.entries(state.reactions)) $reactions.setKey(key, reaction);
  for (const id of state.following) $following.setKey(String(id), true);
  for (const id of state.followers) $followers.setKey(String(id), true);
  for (const [id, count] of Object.entries(state.fans)) $fansCounts.setKey(id, count);
  for (const [key, hidden] of Object.entries(state.hidden)) $hiddenContent.setKey(key, hidden);
  for (const key of state.watching) $watching.setKey(key, true);
  for (const [key, reading] of Object.entries(state.reading)) $reading.setKey(key, reading);
  $readingSince.set(state.readingSince);
  for (const [key, commentId] of Object.entries(state.firstUnread)) $firstUnread.setKey(key, commentId);
  for (const id of state.blocked) $blocked.setKey(String(id), true);
  for (const id of state.blockedBy) $blockedBy.setKey(String(id), true);
}
