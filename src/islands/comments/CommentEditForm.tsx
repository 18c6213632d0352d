import { useRef, useState, type FormEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { COMMENT_MAX_LENGTH } from '@/shared/comments/commentLimits.ts';
import { commentTextProblem } from '@/shared/comments/commentTextProblem.ts';
import { normalizeCommentText } from '@/shared/comments/normalizeCommentText.ts';
import { showToast } from '@/stores/toasts.ts';
import { TextareaMentionList } from '@/islands/mentions/MentionListbox.tsx';
import { mentionTextareaProps, useTextareaMentions } from '@/islands/mentions/useTextareaMentions.ts';
import { updateComment } from './commentApi.ts';
import { CommentFormButtons } from './CommentBoxParts.tsx';

interface CommentEditFormProps {
  id: number;
  initial: string;
  onCancel: () => void;
}

/**
 * Rewrites a comment's text in place. The page is shared by every reader, so after saving it is
 * loaded again (its cache was emptied) to show the new text and its "edited" mark.
 */
export default function CommentEditForm({ id, initial, onCancel }: CommentEditFormProps) {
  const [content, setContent] = useState(initial);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const fieldId = `comment-edit-${id}`;
  const field = useRef<HTMLTextAreaElement>(null);
  const mentions = useTextareaMentions(field, content, setContent);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const normalized = normalizeCommentText(content);
    const problem = commentTextProblem(normalized);
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      await updateComment(id, normalized);
      showToast('success', m.comments_edited_toast());
      window.location.reload();
    } catch (caught) {
      setSending(false);
      if (caught instanceof ApiRequestError && caught.notSignedIn) return reportApiError(caught);
      const message = caught instanceof Error && caught.message ? caught.message : m.error_unknown();
      showToast('error', `${m.comments_edit_failed()}${message}`);
    }
  }

  return (
    <form className="comment-form comment-form-reply comment-edit-form" noValidate onSubmit={submit}>
      <div className="mention-field">
        <label className="comment-form-field" htmlFor={fieldId}>
          <span className="visually-hidden">{m.comments_edit_label()}</span>
          <textarea
            ref={field}
            id={fieldId}
            value={content}
            maxLength={COMMENT_MAX_LENGTH}
            aria-invalid={error ? true : undefined}
            data-edit-text=""
            onChange={(event) => {
              setContent(event.target.value);
              setError('');
            }}
            {...mentionTextareaProps(mentions)}
          />
        </label>
        <TextareaMentionList mentions={mentions} />
      </div>
      <p className="comment-form-error" role="alert" hidden={!error}>
        {error}
      </p>
      <div className="comment-form-footer">
        <CommentFormButtons
          sending={sending}
          submitLabel={m.comments_edit_save()}
          submitData={{ 'data-edit-save': '' }}
          onCancel={onCancel}
        />
      </div>
    </form>
  );
}
