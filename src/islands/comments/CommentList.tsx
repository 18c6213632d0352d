import { useState, type MouseEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import { COMMENT_CURSOR_PARAM } from '@/shared/comments/commentPaths.ts';
import type { CommentPlace } from '@/shared/comments/commentPresentation.ts';
import type { CommentThread } from '@/shared/comments/commentView.ts';
import { viewerEntityKey } from '@/shared/viewer/viewerState.ts';
import { showToast } from '@/stores/toasts.ts';
import { $reactions, $viewerStatus } from '@/stores/viewer.ts';
import { CommentItem } from './CommentItem.tsx';

interface CommentListProps {
  place: CommentPlace;
  /** The threads of the page the server rendered. */
  threads: CommentThread[];
  /** The cursor after them; '' on the last page. */
  cursor: string;
  /** The crawlable URL of the next page (same page, `?commentCursor=`), '' on the last page. */
  nextHref: string;
  listId: string;
  ownUrls: string[];
  reloadAfterComment: boolean;
}

function nextPageHref(cursor: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set(COMMENT_CURSOR_PARAM, cursor);
  url.hash = 'comments';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The like state the list's answer carries for a member, for comments the page's viewer state did not cover. */
function seedLikes(threads: CommentThread[]): void {
  if ($viewerStatus.get() !== 'member') return;
  for (const comment of threads.flatMap((thread) => [thread, ...thread.replies])) {
    const key = viewerEntityKey('comment', comment.id);
    if ($reactions.get()[key]) continue;
    $reactions.setKey(key, {
      liked: comment.liked,
      favorited: false,
      likes: comment.likeCount,
      favorites: 0,
    });
  }
}

/**
 * A comment section's thread list with its actions (like, reply, edit, delete, report, more replies)
 * and "load more": the server renders it for every reader, members' pages hydrate it, a visitor's on
 * the first touch. Without JavaScript, "load more" is a link to the next page.
 */
function CommentList(props: CommentListProps) {
  const { place, listId, ownUrls, reloadAfterComment } = props;
  const [threads, setThreads] = useState(props.threads);
  const [cursor, setCursor] = useState(props.cursor);
  const [nextHref, setNextHref] = useState(props.nextHref);
  const [loading, setLoading] = useState(false);

  async function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    try {
      const query = new URLSearchParams({ entityType: place.kind, entityId: String(place.entityId), cursor });
      const page = await apiRequest<CursorPage<CommentThread>>(`/api/comment/list?${query}`);
      seedLikes(page.results);
      setThreads((shown) => [...shown, ...page.results.filter((t) => !shown.some((s) => s.id === t.id))]);
      setCursor(page.hasMore ? page.cursor : '');
      setNextHref(page.hasMore ? nextPageHref(page.cursor) : '');
    } catch {
      showToast('error', m.common_load_more_failed());
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      <ol className="comment-list" id={listId} data-comment-list="">
        {threads.map((thread) => (
          <CommentItem
            key={thread.id}
            view={thread}
            place={place}
            ownUrls={ownUrls}
            reloadAfterComment={reloadAfterComment}
          />
        ))}
      </ol>
      {cursor && nextHref && (
        <nav className="load-more" aria-label={m.common_pagination()}>
          <a
            className="button load-more-link"
            href={nextHref}
            rel="next"
            aria-busy={loading || undefined}
            onClick={(event) => void loadMore(event)}
          >
            {m.common_load_more()}
          </a>
        </nav>
      )}
    </>
  );
}

export default CommentList;
