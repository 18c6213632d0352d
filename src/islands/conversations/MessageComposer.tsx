import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { COMMENT_IMAGE_MAX_MB } from '@/shared/comments/commentLimits.ts';
import { normalizeCommentText } from '@/shared/comments/normalizeCommentText.ts';
import { MESSAGE_MAX_IMAGES, MESSAGE_MAX_LENGTH } from '@/shared/conversations/conversationLimits.ts';
import { IMAGE_INPUT_ACCEPT } from '@/shared/editor/imageFileCheck.ts';
import { showToast } from '@/stores/toasts.ts';
import { Icon } from '@/islands/ui/Icon.tsx';
import { useCommentImages } from '@/islands/comments/useCommentImages.ts';
import { mentionTextareaProps, useTextareaMentions } from '@/islands/mentions/useTextareaMentions.ts';
import { TextareaMentionList } from '@/islands/mentions/MentionListbox.tsx';
import { reportSendError } from './reportSendError.ts';
import '@/components/comments/commentForm.css';

interface MessageComposerProps {
  /** Sends the message; resolves once the server took it (the box empties), rejects otherwise. */
  onSend: (content: string, images: string[]) => Promise<void>;
  submitLabel?: string;
  /** A problem to show before sending (e.g. no member chosen yet), or ''. */
  blockedReason?: () => string;
}

/**
 * The plain message box of the editor's plain variant: text and up to three images, Ctrl+Enter
 * sends, `@` offers members to mention (the comment box's hook and list).
 */
export function MessageComposer({ onSend, submitLabel, blockedReason }: MessageComposerProps) {
  const [content, setContent] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const text = useRef<HTMLTextAreaElement>(null);
  const images = useCommentImages();
  const mentions = useTextareaMentions(text, content, setContent);

  async function submit() {
    if (sending) return;
    if (images.uploading) {
      showToast('error', m.comments_wait_for_upload());
      return;
    }
    const normalized = normalizeCommentText(content);
    const problem =
      blockedReason?.() ||
      (normalized === ''
        ? m.conversations_content_required()
        : [...normalized].length > MESSAGE_MAX_LENGTH
          ? m.conversations_content_too_long({ max: String(MESSAGE_MAX_LENGTH) })
          : '');
    setError(problem);
    if (problem) {
      text.current?.focus();
      return;
    }
    setSending(true);
    try {
      await onSend(normalized, images.urls);
      setContent('');
      images.reset();
    } catch (failure) {
      reportSendError(failure);
    } finally {
      setSending(false);
      text.current?.focus();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  }

  const hint = m.comments_attach_hint({
    limit: String(MESSAGE_MAX_IMAGES),
    size: String(COMMENT_IMAGE_MAX_MB),
  });
  return (
    <form
      className="comment-form message-composer"
      data-message-composer=""
      noValidate
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
    >
      <div className="mention-field">
        <label className="comment-form-field">
          <span className="visually-hidden">{m.conversations_text_label()}</span>
          <textarea
            ref={text}
            name="content"
            rows={3}
            maxLength={MESSAGE_MAX_LENGTH * 2}
            placeholder={m.conversations_placeholder()}
            aria-invalid={error ? true : undefined}
            value={content}
            onChange={(event) => {
              setContent(event.target.value);
              setError('');
            }}
            {...mentionTextareaProps(mentions)}
            data-composer-text=""
          />
        </label>
        <TextareaMentionList mentions={mentions} />
      </div>
      <p className="comment-form-error" role="alert" data-composer-error="" hidden={!error}>
        {error}
      </p>
      <ul className="comment-form-images">
        {images.images.map((image) => (
          <li key={image.key} className="comment-form-image" data-image-url={image.url || undefined}>
            <img src={image.preview} alt="" />
            {!image.url && <span className="comment-form-image-status">{m.comments_uploading()}</span>}
            <button
              type="button"
              className="comment-form-image-remove"
              aria-label={m.comments_remove_image()}
              onClick={() => images.remove(image.key)}
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
            data-composer-attach=""
            onChange={(event) => {
              images.add(Array.from(event.target.files ?? []));
              event.target.value = '';
            }}
          />
          <Icon name="image" size={18} />
          <span>{m.comments_attach_image()}</span>
        </label>
        <span className="comment-form-hint">{hint}</span>
        <span className="comment-form-buttons">
          <button
            type="submit"
            className="button button-primary button-small"
            aria-busy={sending || undefined}
            data-composer-send=""
          >
            {sending ? m.conversations_sending() : (submitLabel ?? m.conversations_send())}
          </button>
        </span>
      </div>
    </form>
  );
}
