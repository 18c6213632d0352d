import { useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
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
import { normalizeCommentText } from '@/shared/comments/normalizeCommentText.ts';
import { commentTextProblem } from '@/shared/comments/commentTextProblem.ts';
import { IMAGE_INPUT_ACCEPT } from '@/shared/editor/imageFileCheck.ts';
import { commentDraftKey } from '@/shared/drafts/draftKeys.ts';
import type { CommentDraftPayload } from '@/shared/drafts/draftTypes.ts';
import { $draftStatuses } from '@/stores/draftStatuses.ts';
import { showToast } from '@/stores/toasts.ts';
import { draftStatusText } from '@/islands/drafts/draftStatusText.ts';
import { useDraftAutosave } from '@/islands/drafts/useDraftAutosave.ts';
import { Icon } from '@/islands/ui/Icon.tsx';
import { postComment, type CommentTarget } from './commentApi.ts';
import { useCommentImages } from './useCommentImages.ts';
import { useTextareaMentions } from '@/islands/mentions/useTextareaMentions.ts';
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
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
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

  async function submit() {
    if (sending) return;
    if (images.uploading) {
      showToast('error', m.comments_wait_for_upload());
      return;
    }
    const normalized = normalizeCommentText(content);
    const problem = commentTextProblem(normalized);
    setError(problem);
    if (problem) {
      text.current?.focus();
      return;
    }
    setSending(true);
    try {
      const posted = await postComment(target, normalized, images.urls);
      draft.published();
      setContent('');
      images.reset();
      onPosted(posted);
    } catch (failure) {
      reportSubmitError(failure);
    } finally {
      setSending(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  function onKeyDown(event: KeyboardEvent) {
    // Ctrl/Cmd+Enter posts, as in most comment boxes.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  }

  const hint = m.comments_attach_hint({
    limit: String(COMMENT_MAX_IMAGES),
    size: String(COMMENT_IMAGE_MAX_MB),
  });
  return (
    <form
      className={reply ? 'comment-form comment-form-reply' : 'comment-form'}
      data-comment-form=""
      data-ready={draft.restored ? '' : undefined}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
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
            aria-invalid={error ? true : undefined}
            autoFocus={reply}
            value={content}
            onChange={(event) => {
              setContent(event.target.value);
              setError('');
            }}
            onKeyDown={mentions.onKeyDown}
            onSelect={mentions.track}
            onBlur={mentions.close}
            {...mentions.fieldProps}
            data-form-text=""
          />
        </label>
        <TextareaMentionList mentions={mentions} />
      </div>
      <p className="comment-form-error" role="alert" data-form-error="" hidden={!error}>
        {error}
      </p>
      <ul className="comment-form-images" data-form-images="">
        {images.images.map((image) => (
          <li
            key={image.key}
            className="comment-form-image"
            data-image-url={image.url || undefined}
            data-uploading={image.url ? undefined : ''}
          >
            <img src={image.preview} alt="" />
            {!image.url && <span className="comment-form-image-status">{m.comments_uploading()}</span>}
            <button
              type="button"
              className="comment-form-image-remove"
              aria-label={m.comments_remove_image()}
              data-remove-image=""
              onClick={() => {
                images.remove(image.key);
                text.current?.focus();
              }}
            >
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
      </ul>
      <div className="comment-form-footer">
        <label className="comment-form-attach" title={hint}>
          <input
            type="file"
            accept={IMAGE_INPUT_ACCEPT}
            multiple
            className="visually-hidden"
            data-form-attach=""
            onChange={(event) => {
              images.add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          <Icon name="image" size={18} />
          <span>{m.comments_attach_image()}</span>
        </label>
        <span className="comment-form-hint">{hint}</span>
        <span className="comment-form-draft" role="status" aria-live="polite" data-form-draft="">
          {draftStatusText(draftStatus)}
        </span>
        <span className="comment-form-buttons">
          {reply && (
            <button type="button" className="button button-small" data-form-cancel="" onClick={onCancel}>
              {m.comments_cancel()}
            </button>
          )}
          <button
            type="submit"
            className="button button-primary button-small"
            aria-busy={sending || undefined}
            data-form-submit=""
          >
            {reply ? m.comments_reply_submit() : m.comments_submit()}
          </button>
        </span>
      </div>
    </form>
  );
}
