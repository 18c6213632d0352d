import { useMemo, useState, type FormEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { fieldErrors } from '@/shared/auth/fieldErrors.ts';
import { articleCreateSchema } from '@/shared/articles/articleSchemas.ts';
import { articlePath } from '@/shared/articles/articlePaths.ts';
import type { ArticleDraft, ArticleSaved } from '@/shared/articles/articleTypes.ts';
import { showToast } from '@/stores/toasts.ts';
import { focusFirstInvalid } from '@/islands/auth/focusFirstInvalid.ts';
import { composerFailure } from './composerFailure.ts';
import { articleDraftKey } from '@/shared/drafts/draftKeys.ts';
import type { ArticleDraftPayload } from '@/shared/drafts/draftTypes.ts';
import { useDraftAutosave } from '@/islands/drafts/useDraftAutosave.ts';
import { pollInputOf, type PollDraft } from '@/islands/polls/pollDraft.ts';

export interface ComposerAlert {
  heading: string;
  message: string;
  verifyEmail?: boolean;
}

const EMPTY: ArticleDraftPayload = { title: '', content: '', cover: '', tags: [] };
const isBlank = (fields: ArticleDraftPayload) =>
  fields.title.trim() === '' && fields.content === '' && fields.cover === '' && fields.tags.length === 0;

/**
 * The composer's state, its draft and its save: checks with the shared schema, then create or
 * update; the draft is kept while writing and dropped once saved.
 */
export function useArticleComposer(initial: ArticleDraft | undefined, userId: number) {
  const editing = initial !== undefined;
  const [title, setTitle] = useState(initial?.title ?? '');
  const [content, setContent] = useState(initial?.content ?? '');
  const [cover, setCover] = useState(initial?.cover ?? '');
  const [tags, setTags] = useState<string[]>(initial?.tags ?? []);
  const [poll, setPoll] = useState<PollDraft | null>(null);
  const [coverUploading, setCoverUploading] = useState(false);
  const [editorUploading, setEditorUploading] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<ComposerAlert | null>(null);
  const [busy, setBusy] = useState(false);
  const failedHeading = editing ? m.articles_edit_failed() : m.articles_submit_failed();
  const fields = useMemo(() => ({ title, content, cover, tags }), [title, content, cover, tags]);
  const untouched = useMemo(
    () =>
      initial
        ? { title: initial.title, content: initial.content, cover: initial.cover, tags: initial.tags }
        : EMPTY,
    [initial],
  );
  const draftKey = articleDraftKey(initial?.id);
  const draft = useDraftAutosave<ArticleDraftPayload>({
    userId,
    draftKey,
    initial: untouched,
    isBlank: editing ? undefined : isBlank,
    payload: fields,
    apply: (restored) => {
      setTitle(restored.title);
      setContent(restored.content);
      setCover(restored.cover);
      setTags(restored.tags);
      setErrors({});
    },
  });

  function clearError(field: string) {
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    setAlert(null);
    if (coverUploading || editorUploading) {
      setAlert({ heading: failedHeading, message: m.articles_wait_upload() });
      return;
    }
    const body = { title, content, cover, tags, ...(poll ? { poll: pollInputOf(poll) } : {}) };
    const parsed = articleCreateSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstInvalid(form);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = editing
        ? await apiRequest<ArticleSaved>('/api/article/update', { body: { ...body, id: initial.id } })
        : await apiRequest<ArticleSaved>('/api/article/create', { body });
      draft.published();
      showToast('success', editing ? m.articles_saved_toast() : m.articles_published_toast());
      window.location.assign(articlePath(saved.id));
    } catch (error) {
      setBusy(false);
      const failure = composerFailure(error, m.error_unknown());
      if (failure.kind === 'signin') {
        reportApiError(error);
        return;
      }
      setAlert({
        heading: failedHeading,
        message: failure.message,
        verifyEmail: failure.kind === 'verify-email',
      });
      if (failure.kind === 'field') {
        setErrors({ [failure.field]: failure.message });
        focusFirstInvalid(form);
      }
    }
  }

  return {
    editing,
    draft: { ...draft, key: draftKey },
    fields,
    set: { title: setTitle, content: setContent, cover: setCover, tags: setTags },
    poll,
    setPoll,
    setCoverUploading,
    setEditorUploading,
    uploading: coverUploading || editorUploading,
    errors,
    clearError,
    alert,
    busy,
    submit,
  };
}
