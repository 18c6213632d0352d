import { m } from '@/i18n/messages.ts';
import { ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { showToast } from '@/stores/toasts.ts';

/** Sign-in flow for a lapsed session; otherwise the server's localized reason, as "Sending failed: …". */
export function reportSendError(error: unknown): void {
  if (error instanceof ApiRequestError && error.notSignedIn) {
    reportApiError(error);
    return;
  }
  const message = error instanceof Error && error.message ? error.message : m.error_unknown();
  showToast('error', m.conversations_send_failed({ msg: message }));
}
