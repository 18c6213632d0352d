import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { $mobileMenuOpen } from '@/stores/mobileMenu.ts';
import { viewerSignedOut } from '@/stores/viewerSession.ts';
import { m } from '@/i18n/messages.ts';
import { flushDrafts } from '@/islands/drafts/leaveGuard.ts';
import { removeAllLocalDrafts } from '@/islands/drafts/localDraftCopy.ts';
import { forgetPushOnSignOut } from '@/islands/push/forgetPushOnSignOut.ts';

/**
 * Logging out: confirm; then the menu closes, open drafts are saved, this browser's pushes stop, the
 * session ends, its draft copies are removed (the next person here must not find them), and it goes to /.
 */
export async function logout(): Promise<void> {
  const confirmed = await askConfirm({
    title: m.chrome_logout_confirm_title(),
    message: m.chrome_logout_confirm_message(),
    confirmLabel: m.chrome_user_logout(),
    danger: true,
  });
  if (!confirmed) return;
  $mobileMenuOpen.set(false);
  await flushDrafts();
  await forgetPushOnSignOut();
  try {
    await apiRequest<unknown>('/api/login/signout', { method: 'POST' });
  } catch (error) {
    // "Not signed in" is the outcome we want; anything else is worth telling.
    if (!(error instanceof ApiRequestError && error.notSignedIn)) {
      reportApiError(error);
      return;
    }
  }
  removeAllLocalDrafts();
  viewerSignedOut();
  window.location.assign('/');
}
