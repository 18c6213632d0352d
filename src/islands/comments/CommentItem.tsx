import type { ReactNode } from 'react';
import { m } from '@/paraglide/messages.js';
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
  repliesDomId,
  repliesLabel,
  type CommentPlace,
} from '@/shared/comments/commentPresentation.ts';
import type { CommentAuthor, CommentView } from '@/shared/comments/commentView.ts';
import { siteOrigins } from '@/shared/content/externalLinks.ts';
import { userProfilePath } from '@/shared/navigation/paths.ts';
import { historyPath } from '@/shared/revisions/historyPath.ts';
import { Avatar } from '@/islands/ui/Avatar.tsx';
import { CommentActions } from './CommentActions.tsx';
import { ThreadTail } from './ThreadTail.tsx';
import { THREAD_TAIL_ATTRIBUTE } from './threadTailHost.ts';

// One comment as the islands render it (a comment just posted, replies loaded later): the same
// markup as src/components/comments/CommentItem.astro, from the same commentPresentation values.

interface CommentItemProps {
  view: CommentView;
  place: CommentPlace;
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

function CommentCard({ view, place }: CommentItemProps) {
  const size = view.parentId > 0 ? REPLY_AVATAR : THREAD_AVATAR;
  const time = commentTime(view, place.timeZone);
  const edited = commentEditedTime(view, place.timeZone);
  const links = place.redirectLinks ? siteOrigins([window.location.href]) : undefined;
  const threadId = view.parentId || view.id;
  const avatar = <Avatar user={view.author} size={size} />;
  return (
    <>
      {view.author ? (
        <a className="comment-avatar" href={userProfilePath(view.author.id)} tabIndex={-1} aria-hidden="true">
          {avatar}
        </a>
      ) : (
        <span className="comment-avatar" aria-hidden="true">
          {avatar}
        </span>
      )}
      <div className="comment-body">
        <div className="comment-meta">
          <AuthorLink author={view.author} className="comment-author">
            {commentAuthorName(view.author)}
          </AuthorLink>
          <time className="comment-time" dateTime={time.iso} title={time.title}>
            {time.text}
          </time>
          {edited && (
            <span className="comment-edited edited-mark" data-edited-mark="">
              {place.historyLinks ? (
                <a href={historyPath('comment', view.id)} data-history-link="">
                  {m.revisions_edited()}{' '}
                  <time dateTime={edited.iso} title={edited.title}>
                    {edited.text}
                  </time>
                </a>
              ) : (
                <>
                  {m.revisions_edited()}{' '}
                  <time dateTime={edited.iso} title={edited.title}>
                    {edited.text}
                  </time>
                </>
              )}
            </span>
          )}
          {view.ipLocation && (
            <span className="comment-location" title={commentLocationTitle(view)}>
              {view.ipLocation}
            </span>
          )}
        </div>
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
        <div className="comment-actions">
          <CommentActions
            place={place}
            id={view.id}
            threadId={threadId}
            authorId={view.author?.id ?? 0}
            authorName={commentAuthorName(view.author)}
            content={view.content}
            edited={view.editedAt !== null}
            likes={view.likeCount}
            hasReplies={false}
          />
        </div>
        {view.parentId === 0 && (
          <>
            <ol className="comment-replies" id={repliesDomId(view.id)} aria-label={repliesLabel(view)} />
            <div className="comment-thread-tail" {...{ [THREAD_TAIL_ATTRIBUTE]: view.id }}>
              <ThreadTail place={place} threadId={view.id} cursor="" />
            </div>
          </>
        )}
      </div>
    </>
  );
}

/** A comment posted or fetched in the browser (never a deleted placeholder: the server shows those). */
export function CommentItem({ view, place }: CommentItemProps) {
  const { id, ...data } = commentItemData(view);
  return (
    <li className={commentItemClass(view)} id={id} {...data}>
      <CommentCard view={view} place={place} />
    </li>
  );
}
