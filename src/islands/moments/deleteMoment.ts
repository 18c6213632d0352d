import { m } from '@/i18n/messages.ts';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { showToast } from '@/stores/toasts.ts';

/** Asks, then deletes the moment; true when it is gone. Failures show "Failed to delete moment: …". */
export async function confirmAndDeleteMoment(id: number): Promise<boolean> {
  const confirmed = await askConfirm({
    title: m.moments_delete_confirm_title(),
    message: m.moments_delete_confirm_message(),
    confirmLabel: m.moments_delete(),
    cancelLabel: m.moments_cancel(),
    danger: true,
  });
  if (!confirmed) return false;
  try {
    await apiRequest('/api/moment/delete', { body: { id } });
    showToast('success', m.moments_deleted());
    return true;
  } catch (error) {
    if (error instanceof ApiRequestError && error.notSignedIn) reportApiError(error);
    else showToast('error', `${m.moments_delete_failed()}${error instanceof Error ? error.message : ''}`);
    return false;
  }
}
