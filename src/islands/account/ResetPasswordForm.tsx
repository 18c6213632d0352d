import type { FormEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { TWO_FACTOR_STEP_PATH } from '@/shared/twoFactor/twoFactorChallengeData.ts';
import { resetPasswordSchema } from '@/shared/account/accountSchemas.ts';
import type { AuthResult } from '@/shared/auth/authResult.ts';
import { viewerSignedIn } from '@/stores/viewerSession.ts';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { useSubmit } from './useSubmit.ts';
import '@/islands/auth/authForm.css';
import './account.css';

/** New password from a mailed link; on success this browser is signed in (after the code, with two-factor sign-in), every other session ended. */
export default function ResetPasswordForm({ token }: { token: string }) {
  const form = useSubmit(resetPasswordSchema);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      token,
      password: String(data.get('password') ?? ''),
      rePassword: String(data.get('rePassword') ?? ''),
    };
    await form.submit(values, async (input) => {
      try {
        const result = await apiRequest<AuthResult>('/api/password/reset', { body: input });
        viewerSignedIn(result.user);
        window.location.assign(result.redirect);
      } catch (error) {
        // The password is changed; a member with two-factor sign-in finishes signing in with a code.
        if (error instanceof ApiRequestError && error.errorCode === ErrorCode.twoFactorRequired) {
          window.location.assign(`${TWO_FACTOR_STEP_PATH}?redirect=%2F`);
          return;
        }
        throw error;
      }
    });
  }

  return (
    <form method="post" className="auth-form" noValidate onSubmit={onSubmit} data-reset-form="">
      <p className="account-muted">{m.account_reset_intro()}</p>
      {form.errors['token'] && (
        <p className="auth-form-error" role="alert">
          {form.errors['token']} <a href="/user/password/forgot">{m.account_reset_request_again()}</a>
        </p>
      )}
      <NewPasswordFields idPrefix="reset" errors={form.errors} clear={form.clear} autoFocus />
      <button type="submit" className="auth-submit" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? m.account_reset_busy() : m.account_reset_submit()}
      </button>
    </form>
  );
}
