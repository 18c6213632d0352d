import { useRef, useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { m } from '@/i18n/messages.ts';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { fieldErrors } from '@/shared/auth/fieldErrors.ts';
import type { AuthResult } from '@/shared/auth/authResult.ts';
import type { AwaitingApprovalAnswer } from '@/shared/signup/signupAnswer.ts';
import { viewerSignedIn } from '@/stores/viewerSession.ts';
import { focusFirstInvalid } from './focusFirstInvalid.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { TWO_FACTOR_STEP_PATH } from '@/shared/twoFactor/twoFactorChallengeData.ts';

export interface AuthFormOptions {
  endpoint: '/api/login/signin' | '/api/login/signup';
  schema: ZodType;
  fields: readonly string[];
  redirect: string;
  initialErrors?: Record<string, string> | undefined;
  initialFormError?: string | undefined;
}

function readFields(form: HTMLFormElement, fields: readonly string[]): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? '')]));
}

/** Validates with the shared schema, posts, then signs the viewer in and follows the answer's redirect. */
export function useAuthForm(options: AuthFormOptions) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>(options.initialErrors ?? {});
  const [formError, setFormError] = useState(options.initialFormError ?? '');
  const [busy, setBusy] = useState(false);
  // Set when a sign-up made an account that waits for staff approval: no session, a message instead.
  const [notice, setNotice] = useState('');

  function onEdit(name: string) {
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }

  function showErrors(next: Record<string, string>) {
    setErrors(next);
    focusFirstInvalid(formRef.current);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError('');
    const body = { ...readFields(event.currentTarget, options.fields), redirect: options.redirect };
    const parsed = options.schema.safeParse(body);
    if (!parsed.success) {
      showErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await apiRequest<AuthResult | AwaitingApprovalAnswer>(options.endpoint, { body });
      if ('awaitingApproval' in result) {
        setBusy(false);
        setNotice(result.message);
        return;
      }
      viewerSignedIn(result.user);
      window.location.assign(result.redirect);
    } catch (error) {
      if (error instanceof ApiRequestError && error.errorCode === ErrorCode.twoFactorRequired) {
        // The challenge is in an httpOnly cookie; the code step is its own page.
        window.location.assign(`${TWO_FACTOR_STEP_PATH}?redirect=${encodeURIComponent(options.redirect)}`);
        return;
      }
      setBusy(false);
      if (error instanceof ApiRequestError && error.field) {
        showErrors({ [error.field]: error.message });
      } else {
        setFormError(error instanceof Error && error.message ? error.message : m.error_unknown());
      }
    }
  }

  /** A field's name, error and edit handler, for a TextField. */
  function field(name: string) {
    return { name, error: errors[name], onEdit };
  }

  return { formRef, errors, formError, busy, notice, onEdit, onSubmit, field };
}
