import { beforeEach, describe, expect, it } from 'vitest';
import type { CommentView } from '@/shared/comments/commentView.ts';
import { $addedReplies, $commentCounts, $deletedComments, $postedThreads } from './comments.ts';
import { $reactions, $viewer } from './viewer.ts';
import {
  $arrivedComments,
  $editedComments,
  applyItemChange,
  showArrivedComments,
  type LivePage,
} from './liveItem.ts';

const topic = 'moment:7';

function view(id: number, parentId = 0, content = `comment ${id}`): CommentView {
  return {
    id,
    entityType: 'moment',
    entityId: 7,
    parentId,
    author: null,
    content,
    images: [],
    ipLocation: '',
    likeCount: 0,
    replyCount: 0,
    liked: false,
    deleted: false,
    quote: null,
    createdAt: '2026-12-06T18:00:00.000Z',
    editedAt: null,
  };
}

/** A page that renders comments 1 and 2 (a thread and its reply) and answers views from `stored`. */
function page(stored: CommentView[] = []): LivePage & { asked: number[][] } {
  const asked: number[][] = [];
  return {
    topic,
    asked,
    renders: (id) => id === 1 || id === 2,
    fetchViews: async (ids) => {
      asked.push(ids);
      return stored.filter((comment) => ids.includes(comment.id));
    },
  };
}

/** Member 20 publishes comment `commentId` under `parentId` (0: a thread), leaving `commentCount`. */
const publishComment = (
  live: LivePage,
  commentId: number,
  parentId: number,
  commentCount: number,
  on = topic,
) =>
  applyItemChange(
    { type: 'comment.created', topic: on, commentId, parentId, authorId: 20, commentCount },
    live,
  );

beforeEach(() => {
  for (const store of [
    $arrivedComments,
    $editedComments,
    $commentCounts,
    $deletedComments,
    $postedThreads,
    $addedReplies,
    $reactions,
  ]) {
    store.set({});
  }
});

describe('applyItemChange', () => {
  it('puts comments others publish behind the bar, with the new count, and ignores other items', async () => {
    const live = page();
    await publishComment(live, 5, 0, 3);
    await publishComment(live, 6, 1, 4);
    await publishComment(live, 6, 1, 4);
    await publishComment(live, 9, 0, 1, 'moment:8');
    expect($arrivedComments.get()[topic]).toEqual([
      { id: 5, parentId: 0 },
      { id: 6, parentId: 1 },
    ]);
    expect($commentCounts.get()).toEqual({ [topic]: 4 });
  });

  it('counts, but does not offer, a comment already on the page or a reply to a thread on another page', async () => {
    const live = page();
    await publishComment(live, 2, 1, 2);
    await publishComment(live, 11, 40, 3);
    expect($arrivedComments.get()[topic]).toBeUndefined();
    expect($commentCounts.get()[topic]).toBe(3);
  });

  it('leaves the viewer’s own comment, shown where they posted it, off the bar', async () => {
    $viewer.set({ id: 20 } as NonNullable<ReturnType<typeof $viewer.get>>);
    await publishComment(page(), 5, 0, 3);
    $viewer.set(null);
    expect($arrivedComments.get()[topic]).toBeUndefined();
    expect($commentCounts.get()[topic]).toBe(3);
  });

  it('shows a removal in place and takes a removed comment off the bar', async () => {
    const live = page();
    await publishComment(live, 5, 0, 3);
    await applyItemChange({ type: 'comment.removed', topic, commentId: 5, commentCount: 2 }, live);
    await applyItemChange({ type: 'comment.removed', topic, commentId: 2, commentCount: 1 }, live);
    expect($arrivedComments.get()[topic]).toEqual([]);
    expect($deletedComments.get()).toEqual({ '2': true });
    expect($commentCounts.get()[topic]).toBe(1);
  });

  it('fetches an edited comment on the page and keeps its new text; one gone meanwhile shows as removed', async () => {
    const live = page([view(1, 0, 'new text')]);
    await applyItemChange({ type: 'comment.edited', topic, commentId: 1 }, live);
    await applyItemChange({ type: 'comment.edited', topic, commentId: 2 }, live);
    await applyItemChange({ type: 'comment.edited', topic, commentId: 30 }, live);
    expect($editedComments.get()['1']?.content).toBe('new text');
    expect($deletedComments.get()).toEqual({ '2': true });
    expect(live.asked).toEqual([[1], [2]]);
  });

  it('follows the like counts of the item and of its comments the viewer state knows', async () => {
    $reactions.set({
      [topic]: { liked: true, favorited: false, likes: 1, favorites: 0 },
      'comment:1': { liked: false, favorited: false, likes: 0, favorites: 0 },
    });
    const live = page();
    await applyItemChange({ type: 'item.likes', topic, likes: 4 }, live);
    await applyItemChange({ type: 'comment.likes', topic, commentId: 1, likes: 2 }, live);
    await applyItemChange(
      { type: 'item.counts', topic, likes: 5, commentCount: 9, latestCommentId: 12 },
      live,
    );
    expect($reactions.get()[topic]).toEqual({ liked: true, favorited: false, likes: 5, favorites: 0 });
    expect($reactions.get()['comment:1']?.likes).toBe(2);
    expect($commentCounts.get()[topic]).toBe(9);
  });
});

describe('showArrivedComments', () => {
  it('shows new threads newest first above the list and replies under their thread in thread order', async () => {
    const live = page([view(5), view(6, 1), view(8), view(9, 1)]);
    for (const [commentId, parentId] of [
      [9, 1],
      [5, 0],
      [8, 0],
      [6, 1],
    ] as const) {
      await publishComment(live, commentId, parentId, 6);
    }
    await showArrivedComments(live);
    expect($postedThreads.get()[topic]?.map((comment) => comment.id)).toEqual([8, 5]);
    expect($addedReplies.get()['1']?.map((comment) => comment.id)).toEqual([6, 9]);
    expect($arrivedComments.get()[topic]).toEqual([]);
    expect($reactions.get()['comment:8']).toEqual({ liked: false, favorited: false, likes: 0, favorites: 0 });
  });
});
