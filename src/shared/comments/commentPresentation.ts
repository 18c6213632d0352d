import type { ReactionEmoji } from '@/shared/reactions/reactionEmoji.ts';
import { m } from '@/paraglide/messages.js';
import { timeTitle } from '@/shared/format/formatDate.ts';
import { relativeTime } from '@/shared/format/relativeTime.ts';
import { viewerEntityKey } from '@/shared/viewer/viewerState.ts';
import type { SiteOrigins } from '@/shared/content/externalLinks.ts';
import type { CommentKind } from './commentKinds.ts';
import type { CommentAuthor, CommentView } from './commentView.ts';
import { formatCommentText } from './formatCommentText.ts';

// What a comment item shows, worked out once for both markup sources: CommentItem.astro on the
// server and CommentItem.tsx in the islands. Each of them only places these values.

export const commentDomId = (id: number) => `comment-${id}`;
export const repliesDomId = (id: number) => `comment-${id}-replies`;

/** Avatar sizes: a top-level comment and a reply. */
export const THREAD_AVATAR = 40;
export const REPLY_AVATAR = 30;

/** The comment section a comment belongs to, and how its links are written. */
export interface CommentPlace {
  kind: CommentKind;
  entityId: number;
  /** The site's time zone: server and browser write comment times on its clock. */
  timeZone: string;
  /** Links to other sites go through /redirect (site config externalLinkRedirect). */
  redirectLinks: boolean;
  /** Everyone may read an edited comment's history (site config revisions.historyVisibility). */
  historyLinks: boolean;
  /** The emoji the owner enabled (decision 080), present only when there are some. */
  reactions?: readonly ReactionEmoji[];
  /**
   * A question's comments (decision 082): who asked, and the top-level comment accepted as the
   * answer. The same for every reader; who may accept comes from the viewer state.
   */
  question?: QuestionPlace | undefined;
}

export interface QuestionPlace {
  authorId: number;
  answerCommentId: number | null;
}

/** Whether this comment is the question's accepted answer. */
export function isAcceptedAnswer(view: Pick<CommentView, 'id' | 'parentId'>, place: CommentPlace): boolean {
  return view.parentId === 0 && place.question?.answerCommentId === view.id;
}

export function commentAuthorName(author: CommentAuthor | null): string {
  return author?.nickname || author?.username || m.comments_unknown_user();
}

/** The attributes every comment item carries: its id, thread, author and the viewer-state key. */
export function commentItemData(view: CommentView) {
  return {
    id: commentDomId(view.id),
    'data-comment-id': String(view.id),
    'data-parent-id': String(view.parentId),
    'data-author-name': view.deleted ? '' : commentAuthorName(view.author),
    'data-author-id': String(view.author?.id ?? 0),
    'data-viewer-entity': viewerEntityKey('comment', view.id),
  };
}

export function commentItemClass(view: CommentView): string {
  if (view.parentId > 0) return 'comment comment-reply';
  return view.deleted ? 'comment comment-thread comment-deleted' : 'comment comment-thread';
}

export interface CommentTime {
  iso: string;
  title: string;
  text: string;
}

export function commentTime(view: CommentView, timeZone: string, now?: number): CommentTime {
  return {
    iso: view.createdAt,
    title: timeTitle(view.createdAt, timeZone),
    text: relativeTime(view.createdAt, timeZone, now),
  };
}

/** When the comment was last edited past the grace period, written like its time; null if never. */
export function commentEditedTime(view: CommentView, timeZone: string, now?: number): CommentTime | null {
  if (!view.editedAt) return null;
  return {
    iso: view.editedAt,
    title: timeTitle(view.editedAt, timeZone),
    text: relativeTime(view.editedAt, timeZone, now),
  };
}

/** The comment's text as safe HTML (escaped, line breaks, links made clickable). */
export function commentTextHtml(view: CommentView, links: SiteOrigins | undefined): string {
  return formatCommentText(view.content, links, view.mentions, view.previews);
}

export function commentQuoteText(view: CommentView): string {
  if (!view.quote) return '';
  return view.quote.deleted ? m.comments_deleted_placeholder() : view.quote.excerpt;
}

export function commentImageAlt(index: number): string {
  return m.comments_image_alt({ index: String(index + 1) });
}

export function commentLocationTitle(view: CommentView): string {
  return m.comments_ip_location({ location: view.ipLocation });
}

/** The list label of a thread's replies. */
export function repliesLabel(view: CommentView): string {
  return m.comments_replies_label({ name: commentAuthorName(view.author) });
}

/** Comment likes show nothing instead of 0. */
export function likeCountText(count: number): string {
  return count > 0 ? String(count) : '';
}
