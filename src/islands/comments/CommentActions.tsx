import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { m } from '@/i18n/messages.ts';
import { ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { mayReport } from '@/shared/admincontent/mayReport.ts';
import { likeCountText, type CommentPlace } from '@/shared/comments/commentPresentation.ts';
import { REACTION_ICONS } from '@/shared/reactions/reactionIcons.ts';
import { isStaff } from '@/shared/users/roles.ts';
import { hasPermission } from '@/shared/users/permissions.ts';
import { historyPath } from '@/shared/revisions/historyPath.ts';
import { viewerEntityKey } from '@/shared/viewer/viewerState.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { showToast } from '@/stores/toasts.ts';
import { $blocked, $reactions } from '@/stores/viewer.ts';
import { useViewer, useViewerEntry, useViewerStatus } from '@/islands/viewer/useViewerStore.ts';
import { $addedReplies, $commentCounts, $deletedComments, $replyTarget } from '@/stores/comments.ts';
import { Icon } from '@/islands/ui/Icon.tsx';
import { ToggleButton } from '@/islands/ui/ToggleButton.tsx';
import { LazyReportDialog } from '@/islands/reports/LazyReportDialog.tsx';
import { askToSignIn, deleteComment, toggleCommentLike } from './commentApi.ts';
import { AnswerAction } from './AnswerAction.tsx';
import { LazyReactionPicker } from '@/islands/reactions/LazyReactionPicker.tsx';
import { LazyReactionChips } from '@/islands/reactions/LazyReactionChips.tsx';
import { sendReaction } from '@/islands/reactions/sendReaction.ts';
import type { ReactionEmoji } from '@/shared/reactions/reactionEmoji.ts';
import type { ReactionCounts } from '@/shared/reactions/reactionSchemas.ts';

// Fetched on the first Edit click, so readers' pages do not carry it.
const CommentEditForm = lazy(() => import('./CommentEditForm.tsx'));

export interface CommentActionsProps {
  place: CommentPlace;
  id: number;
  /** The top-level comment whose thread this is (its own id for a top-level comment). */
  threadId: number;
  authorId: number;
  authorName: string;
  /** The comment's plain text, the edit box's starting value. */
  content: string;
  /** It has an edit history: staff get a link to it when only they may read it. */
  edited: boolean;
  likes: number;
  /** Its likes per emoji when the list was rendered (only while the owner enabled emoji). */
  reactionCounts?: ReactionCounts | undefined;
  /** A top-level comment shown with replies (or more to load): deleting it keeps a placeholder. */
  hasReplies: boolean;
  /** A top-level comment: in a question it can be accepted as the answer. */
  topLevel?: boolean | undefined;
  /** It is the question's accepted answer. */
  accepted?: boolean | undefined;
}

/**
 * A comment's like, reply, delete and report actions. The server renders the visitor's row (like
 * with the count, reply), and so does hydration; the viewer's like state, live count and rights
 * come from the stores in the next render.
 */
export function CommentActions(props: CommentActionsProps) {
  const { place, id, threadId, authorId, authorName } = props;
  const key = viewerEntityKey('comment', id);
  const status = useViewerStatus();
  const viewer = useViewer();
  const reaction = useViewerEntry($reactions, key);
  const deleted = useStore($deletedComments, { keys: [String(id)] })[String(id)];
  const addedReplies = useStore($addedReplies, { keys: [String(threadId)] })[String(threadId)];
  const [busy, setBusy] = useState(false);
  const [counts, setCounts] = useState<ReactionCounts>(props.reactionCounts ?? {});
  // The dialog is mounted on first use and kept, so a reason typed and cancelled is still there.
  const [reportMounted, setReportMounted] = useState(false);
  const [reportOpen, setReportOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const authorBlocked = useViewerEntry($blocked, String(authorId)) === true;
  const [blockedShown, setBlockedShown] = useState(false);
  const blockedNote = useRef<HTMLParagraphElement>(null);
  const liked = reaction?.liked ?? false;
  const likes = reaction?.likes ?? props.likes;
  const member = status === 'member' && viewer !== null;
  const mayDelete = member && (isStaff(viewer.role) || viewer.id === authorId);
  // The server checks again: the author while the content is open, staff who may remove any comment.
  const mayEdit = member && (viewer.id === authorId || hasPermission(viewer.role, 'comment.delete.any'));
  const staffHistory = member && props.edited && !place.historyLinks && isStaff(viewer.role);
  const reportable = member && mayReport(viewer.id, authorId);
  // The question's author or staff; the server checks again.
  const mayChooseAnswer =
    member &&
    props.topLevel === true &&
    place.question !== undefined &&
    (viewer.id === place.question.authorId || hasPermission(viewer.role, 'answer.accept.any'));

  // The drafts list links a reply draft as `#reply-{id}`: open the reply box on that comment.
  useEffect(() => {
    if (member && window.location.hash === `#reply-${id}`) openReply();
  }, [member]);

  if (deleted) {
    const keepsReplies = id === threadId && (props.hasReplies || (addedReplies?.length ?? 0) > 0);
    return keepsReplies ? (
      <p className="comment-deleted-text" data-comment-removed="kept">
        {m.comments_deleted_placeholder()}
      </p>
    ) : (
      <span hidden data-comment-removed="gone" />
    );
  }

  function showBlocked() {
    // The note and its button go; the comment's text, outside this island, takes the focus.
    const text = blockedNote.current
      ?.closest('.comment-body')
      ?.querySelector<HTMLElement>(':scope > .comment-text');
    setBlockedShown(true);
    text?.setAttribute('tabindex', '-1');
    requestAnimationFrame(() => text?.focus());
  }

  function openReply() {
    if (status !== 'member') return askToSignIn();
    $replyTarget.set({ threadId, replyToId: id === threadId ? 0 : id, name: authorName });
  }

  async function like() {
    if (status !== 'member') return askToSignIn();
    if (busy) return;
    const before = reaction ?? { liked: false, favorited: false, likes: props.likes, favorites: 0 };
    setBusy(true);
    $reactions.setKey(key, { ...before, liked: !liked, likes: Math.max(0, likes + (liked ? -1 : 1)) });
    try {
      const result = await toggleCommentLike(id);
      // Unliking takes the like's emoji with it.
      const { reaction: emoji, ...rest } = before;
      $reactions.setKey(key, { ...(result.liked ? before : rest), liked: result.liked, likes: result.count });
      if (!result.liked && emoji)
        setCounts((now) => ({ ...now, [emoji]: Math.max(0, (now[emoji] ?? 0) - 1) }));
    } catch (error) {
      $reactions.setKey(key, before);
      reportApiError(error);
    } finally {
      setBusy(false);
    }
  }

  // Picking the emoji one already has takes it back to the plain like.
  async function react(emoji: ReactionEmoji) {
    if (status !== 'member') return askToSignIn();
    if (busy) return;
    const before = reaction ?? { liked: false, favorited: false, likes: props.likes, favorites: 0 };
    setBusy(true);
    const answered = await sendReaction('comment', id, before.reaction === emoji ? '' : emoji, before);
    if (answered) setCounts(answered);
    setBusy(false);
  }

  async function remove() {
    const confirmed = await askConfirm({
      title: m.comments_delete_confirm_title(),
      message: m.comments_delete_confirm_message(),
      confirmLabel: m.comments_delete(),
      danger: true,
    });
    if (!confirmed) return;
    try {
      const answer = await deleteComment(id);
      const target = $replyTarget.get();
      if (target && (target.threadId === id || target.replyToId === id)) $replyTarget.set(null);
      $deletedComments.setKey(String(id), true);
      $commentCounts.setKey(viewerEntityKey(place.kind, place.entityId), answer.targetCommentCount);
      showToast('success', m.comments_deleted_toast());
    } catch (error) {
      if (error instanceof ApiRequestError && error.notSignedIn) return reportApiError(error);
      const message = error instanceof Error && error.message ? error.message : m.error_unknown();
      showToast('error', `${m.comments_delete_failed()}${message}`);
    }
  }

  return (
    <>
      {authorBlocked && !blockedShown && (
        // Its presence collapses the comment's quote, text and images (comments.css).
        <p className="comment-blocked-note" data-blocked-note="" ref={blockedNote}>
          <span>{m.blocks_comment_collapsed()}</span>{' '}
          <button type="button" className="comment-blocked-show" onClick={showBlocked}>
            {m.blocks_comment_show()}
          </button>
        </p>
      )}
      <ToggleButton
        className="comment-action comment-like"
        data-comment-like=""
        pressed={liked}
        busy={busy}
        onClick={() => void like()}
      >
        <Icon name={REACTION_ICONS.like} size={16} />
        <span className="visually-hidden">{m.comments_like()}</span>
        <span className="comment-like-count" data-like-count="">
          {likeCountText(likes)}
        </span>
      </ToggleButton>
      {place.reactions && (
        <LazyReactionPicker
          enabled={place.reactions}
          current={reaction?.reaction}
          onPick={(emoji) => void react(emoji)}
        />
      )}
      <button type="button" className="comment-action" data-comment-reply="" onClick={openReply}>
        <Icon name="reply" size={16} />
        <span>{m.comments_reply()}</span>
      </button>
      {mayChooseAnswer && (
        <AnswerAction momentId={place.entityId} commentId={id} accepted={props.accepted === true} />
      )}
      {mayEdit && (
        <button
          type="button"
          className="comment-action"
          aria-expanded={editing}
          data-comment-edit=""
          onClick={() => setEditing(!editing)}
        >
          <Icon name="edit" size={16} />
          <span>{m.comments_edit()}</span>
        </button>
      )}
      {staffHistory && (
        <a className="comment-action" href={historyPath('comment', id)} data-history-link="">
          <span>{m.revisions_history_link()}</span>
        </a>
      )}
      {mayDelete && (
        <button
          type="button"
          className="comment-action comment-delete"
          data-comment-delete=""
          onClick={() => void remove()}
        >
          <Icon name="trash" size={16} />
          <span>{m.comments_delete()}</span>
        </button>
      )}
      {reportable && (
        <button
          type="button"
          className="comment-action"
          aria-haspopup="dialog"
          data-report-target="comment"
          data-report-id={id}
          onClick={() => {
            setReportMounted(true);
            setReportOpen(true);
          }}
        >
          <Icon name="alert" size={16} />
          <span>{m.admincontent_report_button()}</span>
        </button>
      )}
      {/* On their own row under the actions. */}
      {place.reactions && (
        <LazyReactionChips kind="comment" id={id} enabled={place.reactions} counts={counts} />
      )}
      {editing && (
        <Suspense fallback={null}>
          <CommentEditForm id={id} initial={props.content} onCancel={() => setEditing(false)} />
        </Suspense>
      )}
      {reportable && reportMounted && (
        <LazyReportDialog kind="comment" id={id} open={reportOpen} onClose={() => setReportOpen(false)} />
      )}
    </>
  );
}
