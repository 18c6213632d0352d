import { map } from 'nanostores';
import type { CommentView } from '@/shared/comments/commentView.ts';
import type { ItemChange } from '@/shared/liveItems/itemChange.ts';
import { viewerEntityKey } from '@/shared/viewer/viewerState.ts';
import {
  $addedReplies,
  $commentCounts,
  $deletedComments,
  $postedThreads,
  addPostedComment,
} from './comments.ts';
import { $reactions, $viewer } from './viewer.ts';
import { noteLatestComment } from './liveItemQuery.ts';

// A moment's or article's page kept live by the tab's event stream (decision 062).

export interface ArrivedComment {
  id: number;
  parentId: number;
}

/** Comments published while the page was open and not shown yet ("N new comments — show"), by item. */
export const $arrivedComments = map<Record<string, ArrivedComment[]>>({});

/** Comments edited while the page was open, as the API answers them now, by id. */
export const $editedComments = map<Record<string, CommentView>>({});

/** What applying a change needs of the page. */
export interface LivePage {
  /** `moment:12`. */
  topic: string;
  /** The comment is in the page's markup. */
  renders(commentId: number): boolean;
  /** GET /api/comment/views: the published ones among them. */
  fetchViews(ids: number[]): Promise<CommentView[]>;
}

/** The comments shown on the page after it loaded: posted here or shown from the bar. */
export function shownLater(topic: string): Set<number> {
  const threads = $postedThreads.get()[topic] ?? [];
  const replies = Object.values($addedReplies.get()).flat();
  return new Set([...threads, ...replies].map((view) => view.id));
}

function shows(page: LivePage, commentId: number): boolean {
  return page.renders(commentId) || shownLater(page.topic).has(commentId);
}

function setLikes(key: string, likes: number): void {
  const entry = $reactions.get()[key];
  if (entry && entry.likes !== likes) $reactions.setKey(key, { ...entry, likes });
}

function arrive(page: LivePage, comment: ArrivedComment): void {
  // A reply under a thread on another page of comments only moves the count.
  if (shows(page, comment.id) || (comment.parentId > 0 && !shows(page, comment.parentId))) return;
  const arrived = $arrivedComments.get()[page.topic] ?? [];
  if (!arrived.some((other) => other.id === comment.id))
    $arrivedComments.setKey(page.topic, [...arrived, comment]);
}

function remove(page: LivePage, commentId: number): void {
  const arrived = $arrivedComments.get()[page.topic] ?? [];
  if (arrived.some((comment) => comment.id === commentId)) {
    $arrivedComments.setKey(
      page.topic,
      arrived.filter((comment) => comment.id !== commentId),
    );
  }
  if (shows(page, commentId)) $deletedComments.setKey(String(commentId), true);
}

/** Applies one change of the page's item to the stores the comment section and reaction bar read. */
export async function applyItemChange(change: ItemChange, page: LivePage): Promise<void> {
  if (change.topic !== page.topic) return;
  switch (change.type) {
    case 'item.counts':
      noteLatestComment(page.topic, change.latestCommentId);
      $commentCounts.setKey(page.topic, change.commentCount);
      setLikes(page.topic, change.likes);
      return;
    case 'item.likes':
      setLikes(page.topic, change.likes);
      return;
    case 'comment.likes':
      setLikes(viewerEntityKey('comment', change.commentId), change.likes);
      return;
    case 'comment.created':
      noteLatestComment(page.topic, change.commentId);
      $commentCounts.setKey(page.topic, change.commentCount);
      // The viewer's own comment shows where they posted it: the bar is for others' (and does not
      // flash while the post's answer is on its way).
      if (change.authorId !== $viewer.get()?.id)
        arrive(page, { id: change.commentId, parentId: change.parentId });
      return;
    case 'comment.removed':
      $commentCounts.setKey(page.topic, change.commentCount);
      remove(page, change.commentId);
      return;
    case 'comment.edited': {
      if (!shows(page, change.commentId)) return;
      const [view] = await page.fetchViews([change.commentId]);
      if (view) $editedComments.setKey(String(view.id), view);
      else remove(page, change.commentId);
    }
  }
}

/** The like state the views carry, for comments the page's viewer state did not cover. */
function seedLikes(views: readonly CommentView[]): void {
  for (const view of views) {
    const key = viewerEntityKey('comment', view.id);
    if ($reactions.get()[key]) continue;
    $reactions.setKey(key, { liked: view.liked, favorited: false, likes: view.likeCount, favorites: 0 });
  }
}

/** "Show": the arrived comments in their places, new threads above in newest-first order, replies under their thread. */
export async function showArrivedComments(page: LivePage): Promise<void> {
  const ids = ($arrivedComments.get()[page.topic] ?? []).map((comment) => comment.id);
  if (ids.length === 0) return;
  const views = (await page.fetchViews(ids)).sort((a, b) => a.id - b.id);
  seedLikes(views);
  for (const view of views) addPostedComment(page.topic, view);
  const left = ($arrivedComments.get()[page.topic] ?? []).filter((comment) => !ids.includes(comment.id));
  $arrivedComments.setKey(page.topic, left);
}
