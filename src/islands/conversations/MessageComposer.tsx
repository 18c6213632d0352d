import { useRef, useState } from 'react';
import { m } from '@/i18n/messages.ts';
import { COMMENT_IMAGE_MAX_MB } from '@/shared/comments/commentLimits.ts';
import { MESSAGE_MAX_IMAGES, MESSAGE_MAX_LENGTH } from '@/shared/conversations/conversationLimits.ts';
import { useCommentImages } from '@/islands/comments/useCommentImages.ts';
import { useCommentBoxSubmit } from '@/islands/comments/useCommentBoxSubmit.ts';
import {
  CommentFormButtons,
  CommentImageAttach,
  CommentImageList,
} from '@/islands/comments/CommentBoxParts.tsx';
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
  /** The conversation written to, whose other members are the only ones `@` offers; anyone when left out. */
  conversationId?: number;
}

/**
 * The plain message box of the editor's plain variant: text and up to three images, Ctrl+Enter
 * sends, `@` offers members to mention (the comment box's hook and list).
 */
export function MessageComposer({
  onSend,
  submitLabel,
  blockedReason,
  conversationId,
}: MessageComposerProps) {
  const [content, setContent] = useState('');
  const text = useRef<HTMLTextAreaElement>(null);
  const images = useCommentImages();
  const mentions = useTextareaMentions(text, content, setContent, conversationId);
  const box = useCommentBoxSubmit({
    content,
    setContent,
    images,
    text,
    problemOf: (normalized) =>
      blockedReason?.() ||
      (normalized === ''
        ? m.conversations_content_required()
        : [...normalized].length > MESSAGE_MAX_LENGTH
          ? m.conversations_content_too_long({ max: String(MESSAGE_MAX_LENGTH) })
          : ''),
    send: onSend,
    reportError: reportSendError,
    refocusAfterSend: true,
  });

  return (
    <form
      className="comment-form message-composer"
      data-message-composer=""
      noValidate
      onSubmit={box.onSubmit}
      onKeyDown={box.onKeyDown}
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
            aria-invalid={box.error ? true : undefined}
            value={content}
            onChange={(event) => {
              setContent(event.target.value);
              box.clearError();
            }}
            {...mentionTextareaProps(mentions)}
            data-composer-text=""
          />
        </label>
        <TextareaMentionList mentions={mentions} />
      </div>
      <p className="comment-form-error" role="alert" data-composer-error="" hidden={!box.error}>
        {box.error}
      </p>
      <CommentImageList images={images} />
      <div className="comment-form-footer">
        <CommentImageAttach
          images={images}
          maxImages={MESSAGE_MAX_IMAGES}
          maxMegabytes={COMMENT_IMAGE_MAX_MB}
          inputData={{ 'data-composer-attach': '' }}
        />
        <CommentFormButtons
          sending={box.sending}
          submitLabel={box.sending ? m.conversations_sending() : (submitLabel ?? m.conversations_send())}
          submitData={{ 'data-composer-send': '' }}
        />
      </div>
    </form>
  );
}
