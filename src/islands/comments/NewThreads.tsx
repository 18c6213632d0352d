import { useStore } from '@nanostores/react';
import { m } from '@/i18n/messages.ts';
import type { CommentPlace } from '@/shared/comments/commentPresentation.ts';
import { viewerEntityKey } from '@/shared/viewer/viewerState.ts';
import { $commentCounts, $postedThreads } from '@/stores/comments.ts';
import { CommentItem } from './CommentItem.tsx';

interface NewThreadsProps {
  place: CommentPlace;
  /** The target's comment count the page was rendered with. */
  initialCount: number;
}

/** Comments posted from this page, above the server-rendered thread; "no comments yet" while there are none. */
function NewThreads({ place, initialCount }: NewThreadsProps) {
  const target = viewerEntityKey(place.kind, place.entityId);
  const posted = useStore($postedThreads, { keys: [target] })[target] ?? [];
  const count = useStore($commentCounts, { keys: [target] })[target] ?? initialCount;
  return (
    <>
      {posted.length > 0 && (
        <ol className="comment-list comment-list-new">
          {posted.map((view) => (
            <CommentItem key={view.id} view={view} place={place} />
          ))}
        </ol>
      )}
      {count === 0 && posted.length === 0 && (
        <p className="comments-empty" data-comments-empty="">
          {m.comments_empty()}
        </p>
      )}
    </>
  );
}

export default NewThreads;
