import { deletedAvatarHtml } from '@/shared/comments/commentItemHtml.ts';
import { m } from '@/paraglide/messages.js';

const AUTHOR_PARTS =
  ':scope > .comment-meta, :scope > .comment-quote, :scope > .comment-text, :scope > .comment-images, :scope > .comment-actions';

/** Turns a deleted top-level comment into the placeholder its replies hang under, as the server shows it. */
export function markCommentDeleted(item: HTMLElement): void {
  item.classList.add('comment-deleted');
  item.dataset.authorName = '';
  const body = item.querySelector(':scope > .comment-body');
  for (const part of body?.querySelectorAll(AUTHOR_PARTS) ?? []) part.remove();
  const text = document.createElement('p');
  text.className = 'comment-deleted-text';
  text.textContent = m.comments_deleted_placeholder();
  body?.prepend(text);
  const avatar = item.querySelector(':scope > .comment-avatar');
  if (avatar) avatar.outerHTML = deletedAvatarHtml(40).value;
}
