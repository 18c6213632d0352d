import '@/i18n/clientLocale.ts';
import { m } from '@/paraglide/messages.js';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { ARTICLES_PATH } from '@/shared/articles/articlePaths.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { showToast } from '@/stores/toasts.ts';

async function deleteArticle(button: HTMLButtonElement, id: number): Promise<void> {
  const confirmed = await askConfirm({
    title: m.articles_delete_confirm_title(),
    message: m.articles_delete_confirm_message(),
    confirmLabel: m.articles_delete(),
    danger: true,
  });
  if (!confirmed) return;
  button.setAttribute('aria-busy', 'true');
  try {
    await apiRequest<null>('/api/article/delete', { body: { id } });
    showToast('success', m.articles_deleted());
    window.location.assign(ARTICLES_PATH);
  } catch (error) {
    button.removeAttribute('aria-busy');
    if (error instanceof ApiRequestError && error.notSignedIn) {
      reportApiError(error);
      return;
    }
    const reason = error instanceof Error && error.message ? error.message : m.error_unknown();
    showToast('error', `${m.articles_delete_failed()}${reason}`);
  }
}

/** The article page's delete button: confirm, delete, then back to the list. */
export function enhanceArticleDelete(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(
      'button[data-article-delete]',
    );
    if (!button || button.getAttribute('aria-busy') === 'true') return;
    const id = Number(button.dataset.articleDelete);
    if (Number.isSafeInteger(id) && id > 0) void deleteArticle(button, id);
  });
}
