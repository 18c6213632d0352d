/** Why a mail could not be sent; callers decide whether that fails their request. */
export type MailFailure = 'not-configured' | 'rejected' | 'unreachable';

export class MailError extends Error {
  override name = 'MailError';
  constructor(
    readonly reason: MailFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isMailError(error: unknown): error is MailError {
  return error instanceof MailError;
}
