import { m } from '@/i18n/messages.ts';
import { commentDomId, type CommentPlace } from '@/shared/comments/commentPresentation.ts';
import type { CommentPosted } from '@/shared/comments/commentView.ts';
import { viewerEntityKey } from '@/shared/viewer/viewerState.ts';
import { addPostedComment, $commentCounts } from '@/stores/comments.ts';
import { showToast } from '@/stores/toasts.ts';

/** A moment whose hidden content is still locked for this reader: HiddenContent.astro marks it. */
function hiddenContentLocked(): boolean {
  return document.querySelector('[data-hidden-locked]') !== null;
}

/**
 * Shows a comment just posted in the thread and the target's new count. Where replying unlocks
 * hidden content, the page is loaded again instead, at the new comment, so the content shows.
 */
export function showPosted(place: CommentPlace, posted: CommentPosted, reloadAfterComment: boolean): void {
  const { targetCommentCount, ...view } = posted;
  // A held comment unlocks nothing yet: it is shown in place, marked, without a reload.
  if (!view.pending && (reloadAfterComment || hiddenContentLocked())) {
    window.location.hash = commentDomId(view.id);
    window.location.reload();
    return;
  }
  const targetKey = viewerEntityKey(place.kind, place.entityId);
  addPostedComment(targetKey, view);
  $commentCounts.setKey(targetKey, targetCommentCount);
  // A held comment shows only to its author, marked, and the count stays until it is approved.
  showToast('success', view.pending ? m.postreview_comment_held() : m.comments_posted());
}
