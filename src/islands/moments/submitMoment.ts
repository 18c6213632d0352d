import { m } from '@/i18n/messages.ts';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { fieldErrors } from '@/shared/auth/fieldErrors.ts';
import { createMomentSchema, type MomentInput, type MomentSaved } from '@/shared/moments/momentSchemas.ts';
import { showToast } from '@/stores/toasts.ts';

export type SubmitOutcome =
  { ok: true; saved: MomentSaved } | { ok: false; errors: Record<string, string>; verifyEmail?: string };

/** The shared schema's complaints by field, or null when the moment may be sent. */
export function momentInputErrors(input: MomentInput): Record<string, string> | null {
  const parsed = createMomentSchema.safeParse(input);
  return parsed.success ? null : fieldErrors(parsed.error.issues);
}

/**
 * Checks the moment with the shared schema, then creates or updates it. Field problems come back
 * for the form; "not signed in" and other failures are reported as toasts here.
 */
export async function submitMoment(
  input: MomentInput,
  momentId: number | undefined,
  captchaToken?: string,
): Promise<SubmitOutcome> {
  const errors = momentInputErrors(input);
  if (errors) return { ok: false, errors };
  const endpoint = momentId === undefined ? '/api/moment/create' : '/api/moment/update';
  const body = momentId === undefined ? { ...input, captchaToken } : { ...input, id: momentId };
  try {
    return { ok: true, saved: await apiRequest<MomentSaved>(endpoint, { body }) };
  } catch (error) {
    if (error instanceof ApiRequestError) {
      if (error.errorCode === ErrorCode.emailNotVerified)
        return { ok: false, errors: {}, verifyEmail: error.message };
      if (error.field && !error.notSignedIn) return { ok: false, errors: { [error.field]: error.message } };
      if (error.notSignedIn) {
        reportApiError(error);
        return { ok: false, errors: {} };
      }
    }
    const message = error instanceof Error && error.message ? error.message : m.error_unknown();
    showToast('error', m.moments_submit_failed({ msg: message }));
    return { ok: false, errors: {} };
  }
}
