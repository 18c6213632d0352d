import '@/i18n/clientLocale.ts';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/paraglide/messages.js';

/** Asks, deletes through POST /api/moment/delete, then leaves for the moment list. */
export async function deleteMoment(button: HTMLButtonElement): Promise<void> {
  const id = Number(button.dataset.momentDelete);
  if (!Number.isSafeInteger(id) || id <= 0 || button.disabled) return;
  const confirmed = await askConfirm({
    title: m.feed_delete_confirm_title(),
    message: m.feed_delete_confirm_message(),
    confirmLabel: m.feed_delete(),
    danger: true,
  });
  if (!confirmed) return;
  button.disabled = true;
  try {
    await apiRequest<unknown>('/api/moment/delete', { body: { id } });
    window.location.assign('/moments');
  } catch (error) {
    button.disabled = false;
    if (error instanceof ApiRequestError && error.notSignedIn) {
      reportApiError(error);
      return;
    }
    const reason = error instanceof Error && error.message ? error.message : m.error_unknown();
    showToast('error', `${m.feed_delete_failed()}${reason}`);
  }
}

export function enhanceMomentActions(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('button[data-moment-delete]');
    if (!button) return;
    event.preventDefault();
    void deleteMoment(button);
  });
}
