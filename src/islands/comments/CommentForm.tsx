import { useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { m } from '@/i18n/messages.ts';
import { ApiRequestError } from '@/shared/api/apiClient.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import {
  COMMENT_IMAGE_MAX_MB,
  COMMENT_MAX_IMAGES,
  COMMENT_MAX_LENGTH,
} from '@/shared/comments/commentLimits.ts';
import type { CommentPosted } from '@/shared/comments/commentView.ts';
import { commentTextProblem } from '@/shared/comments/commentTextProblem.ts';
import { commentDraftKey } from '@/shared/drafts/draftKeys.ts';
import type { CommentDraftPayload } from '@/shared/drafts/draftTypes.ts';
import { $draftStatuses } from '@/stores/draftStatuses.ts';
import { showToast } from '@/stores/toasts.ts';
import { draftStatusText } from '@/islands/drafts/draftStatusText.ts';
import { useDraftAutosave } from '@/islands/drafts/useDraftAutosave.ts';
import { postComment, type CommentTarget } from './commentApi.ts';
import { useCommentImages } from './useCommentImages.ts';
import { useCommentBoxSubmit } from './useCommentBoxSubmit.ts';
import { CommentFormButtons, CommentImageAttach, CommentImageList } from './CommentBoxParts.tsx';
import { mentionTextareaProps, useTextareaMentions } from '@/islands/mentions/useTextareaMentions.ts';
import { TextareaMentionList } from '@/islands/mentions/MentionListbox.tsx';

const ACCOUNT_SETTINGS_PATH = '/user/profile/account';
const EMPTY: CommentDraftPayload = { content: '', images: [] };

interface CommentFormProps {
  userId: number;
  target: CommentTarget;
  /** The reply box: names whom it answers and has a cancel button. */
  replyTo?: string | undefined;
  onPosted: (posted: CommentPosted) => void;
  onCancel?: () => void;
}

/** Sign-in flow for errorCode 1, a link to verify for errorCode 7, else "Submit failed: …". */
function reportSubmitError(error: unknown): void {
  if (error instanceof ApiRequestError && error.notSignedIn) {
    reportApiError(error);
  } else if (error instanceof ApiRequestError && error.errorCode === ErrorCode.emailNotVerified) {
    showToast('error', error.message, {
      durationMs: 0,
      action: {
        label: m.error_verify_email_link(),
        run: () => window.location.assign(ACCOUNT_SETTINGS_PATH),
      },
    });
  } else {
    const message = error instanceof Error && error.message ? error.message : m.error_unknown();
    showToast('error', m.comments_submit_failed({ msg: message }));
  }
}

/** The comment box and the reply box: text, images, the member's draft, validation and posting. */
export function CommentForm({ userId, target, replyTo, onPosted, onCancel }: CommentFormProps) {
  const reply = replyTo !== undefined;
  const [content, setContent] = useState('');
  const text = useRef<HTMLTextAreaElement>(null);
  const mentions = useTextareaMentions(text, content, setContent);
  const images = useCommentImages();
  const draftKey = commentDraftKey(target);
  const urlsKey = images.urls.join('\n');
  const payload = useMemo(
    () => ({ content, images: urlsKey ? urlsKey.split('\n') : [] }),
    [content, urlsKey],
  );
  const draft = useDraftAutosave<CommentDraftPayload>({
    userId,
    draftKey,
    initial: EMPTY,
    payload,
    apply: (fields) => {
      setContent(fields.content);
      images.reset(fields.images);
    },
  });
  const draftStatus = useStore($draftStatuses, { keys: [draftKey] })[draftKey];
  const box = useCommentBoxSubmit({
    content,
    setContent,
    images,
    text,
    problemOf: commentTextProblem,
    send: async (normalized, imageUrls) => {
      const posted = await postComment(target, normalized, imageUrls);
      draft.published();
      onPosted(posted);
    },
    reportError: reportSubmitError,
  });

  return (
    <form
      className={reply ? 'comment-form comment-form-reply' : 'comment-form'}
      data-comment-form=""
      data-ready={draft.restored ? '' : undefined}
      noValidate
      onSubmit={box.onSubmit}
      onKeyDown={box.onKeyDown}
    >
      <div className="mention-field">
        <label className="comment-form-field">
          <span className="visually-hidden" data-form-label="">
            {reply ? m.comments_reply_to_name({ name: replyTo }) : m.comments_text_label()}
          </span>
          <textarea
            ref={text}
            name="content"
            rows={reply ? 2 : 3}
            maxLength={COMMENT_MAX_LENGTH}
            placeholder={reply ? m.comments_reply_placeholder({ name: replyTo }) : m.comments_placeholder()}
            aria-invalid={box.error ? true : undefined}
            autoFocus={reply}
            value={content}
            onChange={(event) => {
              setContent(event.target.value);
              box.clearError();
            }}
            {...mentionTextareaProps(mentions)}
            data-form-text=""
          />
        </label>
        <TextareaMentionList mentions={mentions} />
      </div>
      <p className="comment-form-error" role="alert" data-form-error="" hidden={!box.error}>
        {box.error}
      </p>
      <CommentImageList
        images={images}
        onRemoved={() => text.current?.focus()}
        listData={{ 'data-form-images': '' }}
      />
      <div className="comment-form-footer">
        <CommentImageAttach
          images={images}
          maxImages={COMMENT_MAX_IMAGES}
          maxMegabytes={COMMENT_IMAGE_MAX_MB}
          inputData={{ 'data-form-attach': '' }}
        />
        <span className="comment-form-draft" role="status" aria-live="polite" data-form-draft="">
          {draftStatusText(draftStatus)}
        </span>
        <CommentFormButtons
          sending={box.sending}
          submitLabel={reply ? m.comments_reply_submit() : m.comments_submit()}
          submitData={{ 'data-form-submit': '' }}
          onCancel={reply ? onCancel : undefined}
          cancelData={{ 'data-form-cancel': '' }}
        />
      </div>
    </form>
  );
}
