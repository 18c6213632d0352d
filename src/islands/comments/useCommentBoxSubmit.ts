import { useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { m } from '@/i18n/messages.ts';
import { normalizeCommentText } from '@/shared/comments/normalizeCommentText.ts';
import { showToast } from '@/stores/toasts.ts';
import type { useCommentImages } from './useCommentImages.ts';

interface CommentBoxSubmitOptions {
  content: string;
  setContent: (content: string) => void;
  images: ReturnType<typeof useCommentImages>;
  text: RefObject<HTMLTextAreaElement | null>;
  /** Why the normalized text cannot be sent, or ''. */
  problemOf: (normalized: string) => string;
  /** Resolves once the server took the text (the box then empties), rejects otherwise. */
  send: (normalized: string, imageUrls: string[]) => Promise<void>;
  reportError: (failure: unknown) => void;
  /** A message box keeps the caret for the next message; a comment box lets it go. */
  refocusAfterSend?: boolean;
}

/** Sending a box of text and images: waits for uploads, validates, sends once, Ctrl/Cmd+Enter sends. */
export function useCommentBoxSubmit(options: CommentBoxSubmitOptions) {
  const { content, setContent, images, text, problemOf, send, reportError, refocusAfterSend } = options;
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  async function submit() {
    if (sending) return;
    if (images.uploading) {
      showToast('error', m.comments_wait_for_upload());
      return;
    }
    const normalized = normalizeCommentText(content);
    const problem = problemOf(normalized);
    setError(problem);
    if (problem) {
      text.current?.focus();
      return;
    }
    setSending(true);
    try {
      await send(normalized, images.urls);
      setContent('');
      images.reset();
    } catch (failure) {
      reportError(failure);
    } finally {
      setSending(false);
      if (refocusAfterSend) text.current?.focus();
    }
  }

  return {
    error,
    sending,
    clearError: () => setError(''),
    onSubmit(event: FormEvent) {
      event.preventDefault();
      void submit();
    },
    onKeyDown(event: KeyboardEvent) {
      // Ctrl/Cmd+Enter sends, as in most comment boxes.
      if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        void submit();
      }
    },
  };
}
