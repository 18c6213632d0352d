import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { m } from '@/i18n/messages.ts';
import { commentDomId, type CommentPlace } from '@/shared/comments/commentPresentation.ts';
import { parseItemChange } from '@/shared/liveItems/itemChange.ts';
import { viewerEntityKey } from '@/shared/viewer/viewerState.ts';
import { useViewerStatus } from '@/islands/viewer/useViewerStore.ts';
import { $addedReplies, $postedThreads } from '@/stores/comments.ts';
import { joinEventStream } from '@/stores/eventStream.ts';
import {
  $arrivedComments,
  applyItemChange,
  showArrivedComments,
  shownLater,
  type LivePage,
} from '@/stores/liveItem.ts';
import { showToast } from '@/stores/toasts.ts';
import { fetchCommentViews } from './commentApi.ts';

interface LiveCommentsBarProps {
  place: CommentPlace;
}

function livePage(place: CommentPlace): LivePage {
  return {
    topic: viewerEntityKey(place.kind, place.entityId),
    renders: (commentId) => document.getElementById(commentDomId(commentId)) !== null,
    fetchViews: (ids) => fetchCommentViews(place.kind, place.entityId, ids),
  };
}

/**
 * Keeps a member's moment or article page live over the tab's event stream (decision 062): counts,
 * edits and removals apply at once; comments others publish wait behind "N new comments — show",
 * so nothing moves under the reader's eyes. The server renders the empty live region.
 */
function LiveCommentsBar({ place }: LiveCommentsBarProps) {
  const topic = viewerEntityKey(place.kind, place.entityId);
  const status = useViewerStatus();
  const arrived = useStore($arrivedComments, { keys: [topic] })[topic] ?? [];
  // Read so that a comment posted here, whose announcement came first, leaves the bar.
  useStore($postedThreads, { keys: [topic] });
  useStore($addedReplies);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (status !== 'member') return;
    const page = livePage(place);
    return joinEventStream({
      item: (data) => {
        const change = parseItemChange(data);
        if (change) applyItemChange(change, page).catch(() => undefined);
      },
    });
  }, [status]);

  const shown = shownLater(topic);
  const waiting = arrived.filter((comment) => !shown.has(comment.id)).length;

  async function show() {
    if (busy) return;
    setBusy(true);
    try {
      await showArrivedComments(livePage(place));
    } catch {
      showToast('error', m.common_load_more_failed());
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="live-comments" role="status" data-live-comments="">
      {waiting > 0 && (
        <button
          type="button"
          className="live-comments-show"
          aria-busy={busy || undefined}
          data-live-comments-show=""
          onClick={() => void show()}
        >
          {m.comments_live_new({ count: waiting })}
        </button>
      )}
    </div>
  );
}

export default LiveCommentsBar;
