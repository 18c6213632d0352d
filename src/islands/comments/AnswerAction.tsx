import { useState } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { answerPath } from '@/shared/answers/answerPaths.ts';
import type { AcceptedAnswerResult } from '@/shared/answers/answerSchemas.ts';
import { Icon } from '@/islands/ui/Icon.tsx';

interface AnswerActionProps {
  momentId: number;
  commentId: number;
  /** This comment is the accepted answer now: the button takes it back. */
  accepted: boolean;
}

/**
 * Accepts a comment as the question's answer, or takes the acceptance back. The answer shows under
 * the question and in the lists, rendered on the server: the page reloads to show it.
 */
export function AnswerAction({ momentId, commentId, accepted }: AnswerActionProps) {
  const [busy, setBusy] = useState(false);

  async function choose() {
    if (busy) return;
    setBusy(true);
    try {
      await apiRequest<AcceptedAnswerResult>(
        answerPath(momentId),
        accepted ? { method: 'DELETE' } : { body: { commentId } },
      );
      window.location.reload();
    } catch (error) {
      reportApiError(error);
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      className="comment-action comment-answer-action"
      data-answer-action={accepted ? 'unaccept' : 'accept'}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={() => void choose()}
    >
      <Icon name="checkCircle" size={16} />
      <span>{accepted ? m.answers_unaccept() : m.answers_accept()}</span>
    </button>
  );
}
