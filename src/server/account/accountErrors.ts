import { ApiError } from '../http/ApiError.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/** "Failed to send email" (SPEC §8): the change is saved, the mail can be asked for again. */
export function sendEmailFailed(): ApiError {
  return new ApiError(502, m.account_send_email_failed(), ErrorCode.server);
}
