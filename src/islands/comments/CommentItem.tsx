import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { m } from '@/i18n/messages.ts';
import { uploadSrc } from '@/shared/upload/uploadSrc.ts';
import {
  REPLY_AVATAR,
  THREAD_AVATAR,
  commentAuthorName,
  commentImageAlt,
  commentItemClass,
  commentItemData,
  commentLocationTitle,
  commentQuoteText,
  commentTextHtml,
  commentTime,
  commentEditedTime,
  isAcceptedAnswer,
  repliesDomId,
  repliesLabel,
  type CommentPlace,
} from '@/shared/comments/commentPresentation.ts';
import type { CommentAuthor, CommentThread, CommentView } from '@/shared/comments/commentView.ts';
import { siteOrigins } from '@/shared/content/externalLinks.ts';
import { userProfilePath } from '@/shared/navigation/paths.ts';
import { historyPath } from '@/shared/revisions/historyPath.ts';
import { Avatar } from '@/islands/ui/Avatar.tsx';
import { Icon } from '@/islands/ui/Icon.tsx';
import { $editedComments } from '@/stores/liveItem.ts';
import { CommentActions } from './CommentActions.tsx';
import ThreadTail from './ThreadTail.tsx';

export interface CommentItemProps {
  view: CommentView | CommentThread;
  place: CommentPlace;
  /** The site's own addresses, for links through /redirect; in the browser, the page's by default. */
  ownUrls?: readonly string[] | undefined;
  /** Posting a reply reloads the page (content hidden until the viewer replies). */
  reloadAfterComment?: boolean | undefined;
}

function AuthorLink({
  author,
  className,
  children,
}: {
  author: CommentAuthor | null;
  className: string;
  children: ReactNode;
}) {
  return author ? (
    <a className={className} href={userProfilePath(author.id)}>
      {children}
    </a>
  ) : (
    <span className={className}>{children}</span>
  );
}

/** A time written relative to now: the browser's hydration may read a minute later than the server. */
function RelativeTime({ time }: { time: { iso: string; title: string; text: string } }) {
  return (
    <time dateTime={time.iso} title={time.title} suppressHydrationWarning>
      {time.text}
    </time>
  );
}

function CommentAvatar({ view }: { view: CommentView }) {
  const size = view.parentId > 0 ? REPLY_AVATAR : THREAD_AVATAR;
  if (view.deleted) {
    return (
      <span className="comment-avatar" aria-hidden="true">
        <span className="avatar avatar-round comment-avatar-empty" style={{ width: size, height: size }} />
      </span>
    );
  }
  const avatar = <Avatar user={view.author} size={size} />;
  return view.author ? (
    <a className="comment-avatar" href={userProfilePath(view.author.id)} tabIndex={-1} aria-hidden="true">
      {avatar}
    </a>
  ) : (
    <span className="comment-avatar" aria-hidden="true">
      {avatar}
    </span>
  );
}

function CommentMeta({ view, place }: { view: CommentView; place: CommentPlace }) {
  const time = commentTime(view, place.timeZone);
  const edited = commentEditedTime(view, place.timeZone);
  const editedTime = edited && (
    <>
      {m.revisions_edited()} <RelativeTime time={edited} />
    </>
  );
  return (
    <div className="comment-meta">
      <AuthorLink author={view.author} className="comment-author">
        {commentAuthorName(view.author)}
      </AuthorLink>
      <time className="comment-time" dateTime={time.iso} title={time.title} suppressHydrationWarning>
        {time.text}
      </time>
      {editedTime && (
        <span className="comment-edited edited-mark" data-edited-mark="">
          {place.historyLinks ? (
            <a href={historyPath('comment', view.id)} data-history-link="">
              {editedTime}
            </a>
          ) : (
            editedTime
          )}
        </span>
      )}
      {view.ipLocation && (
        <span className="comment-location" title={commentLocationTitle(view)}>
          {view.ipLocation}
        </span>
      )}
    </div>
  );
}

function CommentContent({ view, place, ownUrls }: CommentItemProps) {
  const links = place.redirectLinks ? siteOrigins(ownUrls ?? [window.location.href]) : undefined;
  return (
    <>
      <CommentMeta view={view} place={place} />
      {view.quote && (
        <blockquote className="comment-quote">
          <span className="comment-quote-to">
            {`${m.comments_replying_to()} `}
            <AuthorLink author={view.quote.author} className="comment-quote-author">
              {`@${commentAuthorName(view.quote.author)}`}
            </AuthorLink>
          </span>
          <span className="comment-quote-text">{commentQuoteText(view)}</span>
        </blockquote>
      )}
      <div className="comment-text" dangerouslySetInnerHTML={{ __html: commentTextHtml(view, links) }} />
      {view.images.length > 0 && (
        <div className="comment-images">
          {view.images.map((src, index) => (
            <a key={src} className="comment-image" href={uploadSrc(src)} target="_blank" rel="noopener">
              <img src={uploadSrc(src)} alt={commentImageAlt(index)} loading="lazy" decoding="async" />
            </a>
          ))}
        </div>
      )}
    </>
  );
}

/** What an edit changes of a comment. */
function withEdit<T extends CommentView>(view: T, edit: CommentView | undefined): T {
  if (!edit) return view;
  const { content, images, quote, editedAt } = edit;
  return { ...view, content, images, quote, editedAt, ...(edit.mentions ? { mentions: edit.mentions } : {}) };
}

/**
 * One comment, with its replies and what hangs under a thread (replies added here, "more replies",
 * the reply box): the one markup of a comment, rendered on the server inside the comment list's
 * island and in the browser for comments posted or loaded there.
 */
export function CommentItem(props: CommentItemProps) {
  const { place, reloadAfterComment = false } = props;
  // An edit heard on the live page replaces the text in place (decision 062); the thread stays.
  const edit = useStore($editedComments, { keys: [String(props.view.id)] })[String(props.view.id)];
  const view = withEdit(props.view, edit);
  const replies = 'replies' in view ? view : null;
  const { id, ...data } = commentItemData(view);
  const shown = { ...props, view };
  const accepted = !view.deleted && isAcceptedAnswer(view, place);
  return (
    <li
      className={accepted ? `${commentItemClass(view)} comment-accepted` : commentItemClass(view)}
      id={id}
      {...data}
    >
      <CommentAvatar view={view} />
      <div className="comment-body">
        {accepted && (
          <p className="comment-accepted-mark" data-accepted-answer="">
            <Icon name="checkCircle" size={14} />
            <span>{m.answers_accepted_mark()}</span>
          </p>
        )}
        {view.deleted ? (
          <p className="comment-deleted-text">{m.comments_deleted_placeholder()}</p>
        ) : (
          <>
            <CommentContent {...shown} />
            {view.pending ? (
              <p className="comment-pending" role="status" data-comment-pending="">
                {m.postreview_comment_pending()}
              </p>
            ) : (
              <div className="comment-actions">
                <CommentActions
                  place={place}
                  id={view.id}
                  threadId={view.parentId || view.id}
                  authorId={view.author?.id ?? 0}
                  authorName={commentAuthorName(view.author)}
                  content={view.content}
                  edited={view.editedAt !== null}
                  likes={view.likeCount}
                  reactionCounts={view.reactions}
                  hasReplies={replies !== null && (replies.replies.length > 0 || replies.hasMoreReplies)}
                  topLevel={view.parentId === 0}
                  accepted={accepted}
                />
              </div>
            )}
          </>
        )}
        {view.parentId === 0 && (
          <>
            <ol className="comment-replies" id={repliesDomId(view.id)} aria-label={repliesLabel(view)}>
              {replies?.replies.map((reply) => (
                <CommentItem
                  key={reply.id}
                  view={reply}
                  place={place}
                  ownUrls={props.ownUrls}
                  reloadAfterComment={reloadAfterComment}
                />
              ))}
            </ol>
            <div className="comment-thread-tail">
              <ThreadTail
                place={place}
                threadId={view.id}
                cursor={replies?.hasMoreReplies ? replies.repliesCursor : ''}
                reloadAfterComment={reloadAfterComment}
              />
            </div>
          </>
        )}
      </div>
    </li>
  );
}
