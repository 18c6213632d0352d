import { atom, map } from 'nanostores';
import type { CommentView } from '@/shared/comments/commentView.ts';

// The comment section's shared state (decision 027): the box, each comment's actions and each
// thread's replies are separate islands; what one of them changes, the others read here.

/** A target's comment count as the server last answered it, by `moment:1` / `article:2`. */
export const $commentCounts = map<Record<string, number>>({});

/** Top-level comments posted from this page or shown by its live bar, newest first, by target key. */
export const $postedThreads = map<Record<string, CommentView[]>>({});

/** Replies shown under a thread after the page loaded (posted here or fetched), by thread id. */
export const $addedReplies = map<Record<string, CommentView[]>>({});

/** Comments deleted from this page, by id. */
export const $deletedComments = map<Record<string, true>>({});

/** Where the reply box is open: the thread it posts to and the comment it answers. */
export interface ReplyTarget {
  threadId: number;
  /** 0 when answering the thread's own comment. */
  replyToId: number;
  name: string;
}
export const $replyTarget = atom<ReplyTarget | null>(null);

export function addPostedComment(targetKey: string, view: CommentView): void {
  if (view.parentId === 0) {
    if ($postedThreads.get()[targetKey]?.some((other) => other.id === view.id)) return;
    $postedThreads.setKey(targetKey, [view, ...($postedThreads.get()[targetKey] ?? [])]);
  } else {
    addReplies(view.parentId, [view]);
  }
}

/** Adds replies under a thread in thread order, leaving out any already there (a reply posted here, then fetched). */
export function addReplies(threadId: number, views: readonly CommentView[]): void {
  const key = String(threadId);
  const shown = $addedReplies.get()[key] ?? [];
  const fresh = views.filter((view) => !shown.some((other) => other.id === view.id));
  $addedReplies.setKey(
    key,
    [...shown, ...fresh].sort((a, b) => a.id - b.id),
  );
}
