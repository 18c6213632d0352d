import { ApiError } from '../http/ApiError.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';

/** "Failed to send email": the change is saved, the mail can be asked for again. */
export function sendEmailFailed(): ApiError {
  return new ApiError(502, m.account_send_email_failed(), ErrorCode.server);
}

/** No mail server is set up on this forum: saying so (and whom to ask) beats a bare failure. */
export function mailNotConfigured(): ApiError {
  return new ApiError(503, m.account_mail_not_configured(), ErrorCode.server);
}
