import { m } from '@/paraglide/messages.js';
import { avatarColor, avatarImage, avatarLetter, type AvatarSize } from '@/shared/format/avatar.ts';
import { timeTitle } from '@/shared/format/formatDate.ts';
import { relativeTime } from '@/shared/format/relativeTime.ts';
import { userProfilePath } from '@/shared/navigation/paths.ts';
import { mayReport } from '@/shared/admincontent/mayReport.ts';
import { REACTION_ICONS } from '@/shared/reactions/reactionIcons.ts';
import { commentIcon } from './commentIcons.ts';
import { formatCommentText } from './formatCommentText.ts';
import { markup, SafeHtml } from './safeHtml.ts';
import type { SiteOrigins } from '@/shared/content/externalLinks.ts';
import {
  mayDeleteComment,
  type CommentAuthor,
  type CommentThread,
  type CommentView,
  type CommentViewer,
} from './commentView.ts';

// The markup of one comment, built in one place for the server-rendered first page and for the
// comments and replies the browser adds later. Every value goes through the escaping `markup` tag.
export interface CommentRenderContext {
  viewer: CommentViewer | null;
  /** The site's time zone: server and browser write comment times on its clock (formatDate). */
  timeZone: string;
  now?: number;
  /** Set when links to other sites go through /redirect (site config externalLinkRedirect). */
  links?: SiteOrigins | undefined;
}

export const commentDomId = (id: number) => `comment-${id}`;
export const repliesDomId = (id: number) => `comment-${id}-replies`;

function authorName(author: CommentAuthor | null): string {
  return author?.nickname || author?.username || m.comments_unknown_user();
}

function avatarHtml(author: CommentAuthor | null, size: AvatarSize): SafeHtml {
  const src = avatarImage(author);
  const letter = avatarLetter(author);
  const style = `width:${size}px;height:${size}px;font-size:${Math.round(size * 0.45)}px;background-color:${avatarColor(letter)}`;
  const image = src
    ? markup`<img class="avatar-image" src="${src}" alt="" width="${size}" height="${size}" loading="lazy" decoding="async" data-avatar-image="">`
    : null;
  return markup`<span class="avatar avatar-round" data-avatar="" style="${style}"><span class="avatar-letter" data-letter="${letter}" aria-hidden="true"></span>${image}</span>`;
}

/** A blank circle where a deleted comment's avatar was. */
export function deletedAvatarHtml(size: AvatarSize): SafeHtml {
  const style = `width:${size}px;height:${size}px`;
  return markup`<span class="comment-avatar" aria-hidden="true"><span class="avatar avatar-round comment-avatar-empty" style="${style}"></span></span>`;
}

function authorLink(author: CommentAuthor | null, className: string, content: SafeHtml | string): SafeHtml {
  return author
    ? markup`<a class="${className}" href="${userProfilePath(author.id)}">${content}</a>`
    : markup`<span class="${className}">${content}</span>`;
}

function metaHtml(view: CommentView, timeZone: string, now: number | undefined): SafeHtml {
  const where = m.comments_ip_location({ location: view.ipLocation });
  const location = view.ipLocation
    ? markup`<span class="comment-location" title="${where}">${view.ipLocation}</span>`
    : null;
  const time = markup`<time class="comment-time" datetime="${view.createdAt}" title="${timeTitle(view.createdAt, timeZone)}">${relativeTime(view.createdAt, timeZone, now)}</time>`;
  const author = authorLink(view.author, 'comment-author', authorName(view.author));
  return markup`<div class="comment-meta">${author}${time}${location}</div>`;
}

function quoteHtml(view: CommentView): SafeHtml | null {
  const quote = view.quote;
  if (!quote) return null;
  const to = authorLink(quote.author, 'comment-quote-author', `@${authorName(quote.author)}`);
  const text = quote.deleted ? m.comments_deleted_placeholder() : quote.excerpt;
  return markup`<blockquote class="comment-quote"><span class="comment-quote-to">${m.comments_replying_to()} ${to}</span><span class="comment-quote-text">${text}</span></blockquote>`;
}

function imagesHtml(view: CommentView): SafeHtml | null {
  if (view.images.length === 0) return null;
  const items = view.images.map((src, index) => {
    const alt = m.comments_image_alt({ index: String(index + 1) });
    return markup`<a class="comment-image" href="${src}" target="_blank" rel="noopener"><img src="${src}" alt="${alt}" loading="lazy" decoding="async"></a>`;
  });
  return markup`<div class="comment-images">${items}</div>`;
}

function actionsHtml(view: CommentView, context: CommentRenderContext): SafeHtml {
  const count = view.likeCount > 0 ? String(view.likeCount) : '';
  const like = markup`<button type="button" class="comment-action comment-like" data-comment-like="" aria-pressed="${String(view.liked)}">${commentIcon(REACTION_ICONS.like)}<span class="visually-hidden">${m.comments_like()}</span><span class="comment-like-count" data-like-count="">${count}</span></button>`;
  const reply = markup`<button type="button" class="comment-action" data-comment-reply="">${commentIcon('reply')}<span>${m.comments_reply()}</span></button>`;
  const remove = mayDeleteComment(context.viewer, view)
    ? markup`<button type="button" class="comment-action comment-delete" data-comment-delete="">${commentIcon('trash')}<span>${m.comments_delete()}</span></button>`
    : null;
  // Opened by the page's report dialog (src/components/reports/reportButton.ts).
  const report = mayReport(context.viewer?.id, view.author?.id)
    ? markup`<button type="button" class="comment-action" aria-haspopup="dialog" data-report-target="comment" data-report-id="${view.id}">${commentIcon('alert')}<span>${m.admincontent_report_button()}</span></button>`
    : null;
  return markup`<div class="comment-actions">${like}${reply}${remove}${report}</div>`;
}

/** A comment's card: avatar, then meta, quote, text, images, actions and whatever hangs below. */
function cardHtml(
  view: CommentView,
  context: CommentRenderContext,
  avatarSize: AvatarSize,
  below: SafeHtml | null = null,
): SafeHtml {
  if (view.deleted) {
    const text = markup`<p class="comment-deleted-text">${m.comments_deleted_placeholder()}</p>`;
    return markup`${deletedAvatarHtml(avatarSize)}<div class="comment-body">${text}${below}</div>`;
  }
  const avatar = view.author
    ? markup`<a class="comment-avatar" href="${userProfilePath(view.author.id)}" tabindex="-1" aria-hidden="true">${avatarHtml(view.author, avatarSize)}</a>`
    : markup`<span class="comment-avatar" aria-hidden="true">${avatarHtml(null, avatarSize)}</span>`;
  const text = markup`<div class="comment-text">${new SafeHtml(formatCommentText(view.content, context.links))}</div>`;
  const parts = [
    metaHtml(view, context.timeZone, context.now),
    quoteHtml(view),
    text,
    imagesHtml(view),
    actionsHtml(view, context),
  ];
  return markup`${avatar}<div class="comment-body">${parts}${below}</div>`;
}

function itemAttributes(view: CommentView): SafeHtml {
  const name = view.deleted ? '' : authorName(view.author);
  return markup`id="${commentDomId(view.id)}" data-comment-id="${view.id}" data-parent-id="${view.parentId}" data-author-name="${name}"`;
}

/** A reply under a top-level comment. */
export function replyItemHtml(view: CommentView, context: CommentRenderContext): SafeHtml {
  return markup`<li class="comment comment-reply" ${itemAttributes(view)}>${cardHtml(view, context, 30)}</li>`;
}

/** The "load more replies" button, carrying the cursor of the next page. */
export function moreRepliesHtml(commentId: number, cursor: string): SafeHtml {
  return markup`<button type="button" class="comment-more-replies" data-load-replies="${commentId}" data-cursor="${cursor}">${m.comments_load_more_replies()}</button>`;
}

/** A top-level comment with its first replies and the place where a reply box opens. */
export function threadItemHtml(thread: CommentThread, context: CommentRenderContext): SafeHtml {
  const replies = thread.replies.map((reply) => replyItemHtml(reply, context));
  const label = m.comments_replies_label({ name: authorName(thread.author) });
  const more = thread.hasMoreReplies ? moreRepliesHtml(thread.id, thread.repliesCursor) : null;
  const slot = markup`<div class="comment-reply-slot" data-reply-slot=""></div>`;
  const below = markup`<ol class="comment-replies" id="${repliesDomId(thread.id)}" aria-label="${label}">${replies}</ol>${more}${slot}`;
  const classes = thread.deleted ? 'comment comment-thread comment-deleted' : 'comment comment-thread';
  return markup`<li class="${classes}" ${itemAttributes(thread)}>${cardHtml(thread, context, 40, below)}</li>`;
}
