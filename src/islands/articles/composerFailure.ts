import { ApiRequestError } from '@/shared/api/apiClient.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';

export type ComposerFailure =
  | { kind: 'signin' }
  | { kind: 'verify-email'; message: string }
  | { kind: 'field'; field: string; message: string }
  | { kind: 'form'; message: string };

const FORM_FIELDS = ['title', 'content', 'tags', 'cover'];

/** How the composer shows a failed save: sign in, verify the e-mail, beside a field, or above the form. */
export function composerFailure(error: unknown, unknownText: string): ComposerFailure {
  if (error instanceof ApiRequestError) {
    if (error.errorCode === ErrorCode.notSignedIn) return { kind: 'signin' };
    if (error.errorCode === ErrorCode.emailNotVerified)
      return { kind: 'verify-email', message: error.message };
    const field = error.field?.split('.')[0];
    if (field && FORM_FIELDS.includes(field)) return { kind: 'field', field, message: error.message };
  }
  const message = error instanceof Error && error.message ? error.message : unknownText;
  return { kind: 'form', message };
}
