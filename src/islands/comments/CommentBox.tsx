import { m } from '@/i18n/messages.ts';
import type { CommentPlace } from '@/shared/comments/commentPresentation.ts';
import { useViewer, useViewerStatus } from '@/islands/viewer/useViewerStore.ts';
import { CommentForm } from './CommentForm.tsx';
import { showPosted } from './showPosted.ts';

interface CommentBoxProps {
  place: CommentPlace;
  /** The sign-in page, coming back to the comments. */
  signinHref: string;
  /** Posting reloads the page, so content hidden until the viewer replies appears. */
  reloadAfterComment: boolean;
}

/**
 * The comment box: "sign in to comment" for a visitor (the server's markup, which a member's page
 * keeps the room of until the viewer state says who reads it), the box itself for a member.
 */
function CommentBox({ place, signinHref, reloadAfterComment }: CommentBoxProps) {
  const status = useViewerStatus();
  const viewer = useViewer();
  if (status === 'member' && viewer) {
    return (
      <CommentForm
        userId={viewer.id}
        target={{ entityType: place.kind, entityId: place.entityId, parentId: 0, replyToId: 0 }}
        onPosted={(posted) => showPosted(place, posted, reloadAfterComment)}
      />
    );
  }
  return (
    <p className="comments-signin" data-visitor-pending={status === 'pending' ? '' : undefined}>
      <span>{m.comments_sign_in_hint()}</span>
      <a className="button button-primary button-small" href={signinHref} data-comments-signin="">
        {m.comments_sign_in_to_comment()}
      </a>
    </p>
  );
}

export default CommentBox;
