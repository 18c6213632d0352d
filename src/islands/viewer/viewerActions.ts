import { looksSignedIn } from '@/client/hydration/firstInteraction.ts';
import { ApiRequestError } from '@/shared/api/apiClient.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { $viewerStatus } from '@/stores/viewer.ts';
import { m } from '@/i18n/messages.ts';

/**
 * Whether an action of the viewer should go to the server. A visitor is sent to sign in without a
 * request; a member whose viewer state has not arrived yet (the page hint says signed in) may act,
 * and the server decides.
 */
export function mayAct(): boolean {
  const status = $viewerStatus.get();
  if (status === 'member') return true;
  return status === 'pending' && looksSignedIn();
}

/** Sends a visitor to sign in the way an errorCode 1 answer would, without a request. */
export function askToSignIn(): void {
  reportApiError(new ApiRequestError(m.error_please_sign_in(), 401, ErrorCode.notSignedIn));
}
