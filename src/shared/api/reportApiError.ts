import { ApiRequestError } from './apiClient.ts';
import { showToast } from '@/stores/toasts.ts';
import { $connectionLost } from '@/stores/updates.ts';
import { signinPath } from '@/shared/navigation/paths.ts';
import { m } from '@/paraglide/messages.js';

/** Shows an error toast; "not signed in" leads to sign-in when the toast closes. */
export function reportApiError(error: unknown): void {
  if (error instanceof ApiRequestError && error.notSignedIn) {
    const here = `${window.location.pathname}${window.location.search}`;
    showToast('error', m.error_please_sign_in(), { onClose: () => window.location.assign(signinPath(here)) });
    return;
  }
  // Status 0: no answer came (connectionLost in apiClient); the page says so until it is back online.
  if (error instanceof ApiRequestError && error.status === 0) $connectionLost.set(true);
  const message = error instanceof Error && error.message ? error.message : m.error_unknown();
  showToast('error', message);
}
