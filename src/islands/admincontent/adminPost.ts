import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/i18n/messages.ts';

export type AdminPostBody = Record<string, string | number | boolean | number[]>;

/**
 * Posts an admin content screen's form as JSON and reloads the page to show the new state.
 * Resolves false when the server refused (the refusal is shown as a toast).
 */
export async function adminPost(endpoint: string, body: AdminPostBody): Promise<boolean> {
  try {
    await apiRequest<unknown>(endpoint, { body });
    window.location.reload();
    return true;
  } catch (error) {
    if (error instanceof ApiRequestError && error.notSignedIn) reportApiError(error);
    else
      showToast('error', error instanceof Error && error.message ? error.message : m.admincontent_failed());
    return false;
  }
}

/** The button that sent a form, when it carries a name and value (resolve or dismiss, delete or restore). */
export function submitterValue(event: SubmitEvent): [string, string] | undefined {
  const button = event.submitter;
  return button instanceof HTMLButtonElement && button.name ? [button.name, button.value] : undefined;
}
