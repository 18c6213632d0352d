import { ErrorCode, type ErrorCodeValue } from '@/shared/api/envelope.ts';

/** An expected failure: its message is already localized and safe to show. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly errorCode: ErrorCodeValue = ErrorCode.validation,
    readonly field?: string,
  ) {
    super(message);
  }
}
