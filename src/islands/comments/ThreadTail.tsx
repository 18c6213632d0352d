import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { m } from '@/i18n/messages.ts';
import type { CommentPlace } from '@/shared/comments/commentPresentation.ts';
import { useViewer } from '@/islands/viewer/useViewerStore.ts';
import { $addedReplies, $replyTarget, addReplies } from '@/stores/comments.ts';
import { showToast } from '@/stores/toasts.ts';
import { fetchReplies } from './commentApi.ts';
import { CommentForm } from './CommentForm.tsx';
import { CommentItem } from './CommentItem.tsx';
import { showPosted } from './showPosted.ts';

interface ThreadTailProps {
  place: CommentPlace;
  threadId: number;
  /** Cursor of the replies after those the server showed; '' when there are no more. */
  cursor: string;
  reloadAfterComment?: boolean;
}

/**
 * What hangs under a thread's server-rendered replies: replies added in the browser (posted here,
 * or fetched by "load more replies" from the JSON API and rendered by CommentItem.tsx), the
 * "load more replies" button and the reply box when it is open on this thread.
 */
function ThreadTail({ place, threadId, cursor: firstCursor, reloadAfterComment = false }: ThreadTailProps) {
  const key = String(threadId);
  const added = useStore($addedReplies, { keys: [key] })[key] ?? [];
  const target = useStore($replyTarget);
  const viewer = useViewer();
  const [cursor, setCursor] = useState(firstCursor);
  const [loading, setLoading] = useState(false);
  const open = viewer !== null && target?.threadId === threadId;

  async function loadMore() {
    if (loading) return;
    setLoading(true);
    try {
      const page = await fetchReplies(threadId, cursor);
      addReplies(threadId, page.results);
      setCursor(page.hasMore ? page.cursor : '');
    } catch {
      showToast('error', m.common_load_more_failed());
    } finally {
      setLoading(false);
    }
  }

  // Nothing to show renders nothing: the server's markup of a thread without more replies is empty.
  if (added.length === 0 && !cursor && !open) return null;
  return (
    <>
      {added.length > 0 && (
        <ol className="comment-replies comment-replies-added">
          {added.map((view) => (
            <CommentItem key={view.id} view={view} place={place} />
          ))}
        </ol>
      )}
      {cursor && (
        <button
          type="button"
          className="text-button comment-more-replies"
          data-load-replies={threadId}
          aria-busy={loading || undefined}
          onClick={() => void loadMore()}
        >
          {m.comments_load_more_replies()}
        </button>
      )}
      <div className="comment-reply-slot" data-reply-slot="">
        {open && (
          <CommentForm
            key={`${target.threadId}-${target.replyToId}`}
            userId={viewer.id}
            target={{
              entityType: place.kind,
              entityId: place.entityId,
              parentId: threadId,
              replyToId: target.replyToId,
            }}
            replyTo={target.name}
            onPosted={(posted) => {
              $replyTarget.set(null);
              showPosted(place, posted, reloadAfterComment);
            }}
            onCancel={() => $replyTarget.set(null)}
          />
        )}
      </div>
    </>
  );
}

export default ThreadTail;
