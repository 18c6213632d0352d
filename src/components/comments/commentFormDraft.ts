import type { CommentDraftPayload } from '@/shared/drafts/draftTypes.ts';
import { $draftStatuses } from '@/stores/draftStatuses.ts';
import { createDraftAutosave, type DraftAutosave } from '@/islands/drafts/draftAutosave.ts';
import { draftStatusText } from '@/islands/drafts/draftStatusText.ts';
import { guardDraft } from '@/islands/drafts/leaveGuard.ts';
import { formImageUrls, IMAGES_CHANGED_EVENT, showFormImages } from './commentFormImages.ts';

const EMPTY: CommentDraftPayload = { content: '', images: [] };
const textArea = (form: HTMLFormElement) => form.querySelector<HTMLTextAreaElement>('[data-form-text]');

function readFields(form: HTMLFormElement): CommentDraftPayload {
  return { content: textArea(form)?.value ?? '', images: formImageUrls(form) };
}

/** A comment box's (or the reply box's) draft, for as long as it writes under one key. */
export interface CommentFormDraft {
  readonly key: string;
  /** Restores the draft into the box. */
  start(): Promise<void>;
  /** The box's comment was posted: forget the draft. */
  published(): void;
  /** Stops following the box; what is waiting is still sent. */
  detach(): void;
}

/** Keeps what is typed in the box (and its images) as the member's draft under `key`. */
export function attachCommentDraft(form: HTMLFormElement, userId: number, key: string): CommentFormDraft {
  const draft: DraftAutosave<CommentDraftPayload> = createDraftAutosave({
    userId,
    key,
    initial: EMPTY,
    apply: (fields) => {
      const text = textArea(form);
      if (text) text.value = fields.content;
      showFormImages(form, fields.images);
    },
  });
  const onChange = () => draft.change(readFields(form));
  form.addEventListener('input', onChange);
  form.addEventListener(IMAGES_CHANGED_EVENT, onChange);
  const status = form.querySelector<HTMLElement>('[data-form-draft]');
  const unsubscribe = $draftStatuses.subscribe((statuses) => {
    if (status) status.textContent = draftStatusText(statuses[key]);
  });
  const unguard = guardDraft(draft);
  return {
    key,
    start: () => draft.start(),
    published: () => draft.published(),
    detach: () => {
      form.removeEventListener('input', onChange);
      form.removeEventListener(IMAGES_CHANGED_EVENT, onChange);
      unsubscribe();
      unguard();
      void draft.flush();
      draft.stop();
      if (status) status.textContent = '';
    },
  };
}
