import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { ARTICLES_PATH } from '@/shared/articles/articlePaths.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/i18n/messages.ts';

export type OwnContentKind = 'moment' | 'article';

const TEXTS = {
  moment: () => ({
    title: m.feed_delete_confirm_title(),
    message: m.feed_delete_confirm_message(),
    confirmLabel: m.feed_delete(),
    failed: m.feed_delete_failed(),
    done: undefined,
    leaveTo: '/moments',
  }),
  article: () => ({
    title: m.articles_delete_confirm_title(),
    message: m.articles_delete_confirm_message(),
    confirmLabel: m.articles_delete(),
    failed: m.articles_delete_failed(),
    done: m.articles_deleted(),
    leaveTo: ARTICLES_PATH,
  }),
};

/**
 * The author deletes their own moment or article: asks, deletes, then leaves for the list.
 * Resolves false when cancelled or refused (the reason is shown).
 */
export async function deleteOwnContent(kind: OwnContentKind, id: number): Promise<boolean> {
  const texts = TEXTS[kind]();
  const confirmed = await askConfirm({
    title: texts.title,
    message: texts.message,
    confirmLabel: texts.confirmLabel,
    danger: true,
  });
  if (!confirmed) return false;
  try {
    await apiRequest<unknown>(`/api/${kind}/delete`, { body: { id } });
  } catch (error) {
    if (error instanceof ApiRequestError && error.notSignedIn) reportApiError(error);
    else {
      const reason = error instanceof Error && error.message ? error.message : m.error_unknown();
      showToast('error', `${texts.failed}${reason}`);
    }
    return false;
  }
  if (texts.done) showToast('success', texts.done);
  window.location.assign(texts.leaveTo);
  return true;
}
