import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { COMMENT_MAX_LENGTH } from '@/shared/comments/commentLimits.ts';
import type { CommentKind } from '@/shared/comments/commentSchemas.ts';
import { normalizeCommentText } from '@/shared/comments/normalizeCommentText.ts';
import type { CommentPosted } from '@/shared/comments/commentView.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/paraglide/messages.js';
import {
  addFormImages,
  clearFormImages,
  formImageUrls,
  IMAGES_CHANGED_EVENT,
  isUploading,
} from './commentFormImages.ts';
import type { CommentFormDraft } from './commentFormDraft.ts';

export { attachCommentDraft } from './commentFormDraft.ts';

export interface CommentFormTarget {
  entityType: CommentKind;
  entityId: number;
  parentId: number;
  replyToId: number;
}

export interface CommentFormOptions {
  target: () => CommentFormTarget;
  onCreated: (posted: CommentPosted) => void;
  onCancel?: () => void;
  /** The box's draft now (the reply box changes drafts with the comment it answers). */
  draft?: () => CommentFormDraft | null;
}

const ACCOUNT_SETTINGS_PATH = '/user/profile/account';

const textArea = (form: HTMLFormElement) => form.querySelector<HTMLTextAreaElement>('[data-form-text]');

function showError(form: HTMLFormElement, message: string): void {
  const error = form.querySelector<HTMLElement>('[data-form-error]');
  const text = textArea(form);
  if (error) {
    error.textContent = message;
    error.hidden = message === '';
  }
  if (message) text?.setAttribute('aria-invalid', 'true');
  else text?.removeAttribute('aria-invalid');
}

export function resetCommentForm(form: HTMLFormElement): void {
  form.reset();
  clearFormImages(form);
  showError(form, '');
}

/** SPEC §8: sign-in flow for errorCode 1, a link to verify for errorCode 7, else "Submit failed: …". */
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

async function submit(form: HTMLFormElement, options: CommentFormOptions): Promise<void> {
  const submitButton = form.querySelector<HTMLButtonElement>('[data-form-submit]');
  if (submitButton?.getAttribute('aria-busy') === 'true') return;
  if (isUploading(form)) {
    showToast('error', m.comments_wait_for_upload());
    return;
  }
  const content = normalizeCommentText(textArea(form)?.value ?? '');
  if (content === '') {
    showError(form, m.comments_content_required());
    textArea(form)?.focus();
    return;
  }
  if (content.length > COMMENT_MAX_LENGTH) {
    showError(form, m.comments_content_too_long({ max: String(COMMENT_MAX_LENGTH) }));
    return;
  }
  showError(form, '');
  submitButton?.setAttribute('aria-busy', 'true');
  try {
    const posted = await apiRequest<CommentPosted>('/api/comment/create', {
      body: { ...options.target(), content, images: formImageUrls(form) },
    });
    options.draft?.()?.published();
    resetCommentForm(form);
    options.onCreated(posted);
  } catch (error) {
    reportSubmitError(error);
  } finally {
    submitButton?.removeAttribute('aria-busy');
  }
}

/** The comment box and the reply box: validation, image attachments and posting. */
export function attachCommentForm(form: HTMLFormElement, options: CommentFormOptions): void {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit(form, options);
  });
  form.addEventListener('keydown', (event) => {
    // Ctrl/Cmd+Enter posts, as in most comment boxes.
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit(form, options);
    }
  });
  form.addEventListener('input', (event) => {
    if ((event.target as Element).matches('[data-form-text]')) showError(form, '');
  });
  form.addEventListener('change', (event) => {
    const input = event.target as HTMLInputElement;
    if (!input.matches('[data-form-attach]') || !input.files) return;
    addFormImages(form, Array.from(input.files));
    input.value = '';
  });
  form.addEventListener('click', (event) => {
    const target = event.target as Element;
    const remove = target.closest('[data-remove-image]');
    if (remove) {
      remove.closest('li')?.remove();
      form.dispatchEvent(new Event(IMAGES_CHANGED_EVENT));
      textArea(form)?.focus();
    } else if (target.closest('[data-form-cancel]')) {
      options.onCancel?.();
    }
  });
}
