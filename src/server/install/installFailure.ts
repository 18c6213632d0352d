import { ApiError } from '@/server/http/ApiError.ts';
import { ErrorCode, type ErrorCodeValue } from '@/shared/api/envelope.ts';
import { truncateText } from '@/shared/text/truncateText.ts';

/** Where an install stopped; the wizard and the logs name it. */
export type InstallStep =
  'lock' | 'connect' | 'version' | 'database' | 'charset' | 'migrate' | 'siteConfig' | 'admin' | 'configFile';

/** An install that stopped at a known step, with a localized message that says why. */
export class InstallFailure extends ApiError {
  override name = 'InstallFailure';
  constructor(
    readonly step: InstallStep,
    status: number,
    message: string,
    errorCode: ErrorCodeValue = ErrorCode.validation,
    field?: string,
  ) {
    super(status, message, errorCode, field);
  }
}

const DETAIL_MAX = 300;

/**
 * The most specific reason in an error chain: drizzle wraps driver errors in "Failed query"
 * errors whose message lists the parameters (a password hash), so only the driver's text is used.
 */
export function describeError(error: unknown): string {
  let current: unknown = error;
  let best = '';
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const sqlMessage = (current as { sqlMessage?: unknown }).sqlMessage;
    best = typeof sqlMessage === 'string' && sqlMessage ? sqlMessage : current.message;
    current = current.cause;
  }
  const text = best.trim() || String(error);
  // The "…" is the character after the DETAIL_MAX shown.
  return truncateText(text, { unit: 'characters', max: DETAIL_MAX + 1 }, '…');
}
