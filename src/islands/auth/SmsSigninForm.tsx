import { useRef, useState, type FormEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { fieldErrors } from '@/shared/auth/fieldErrors.ts';
import type { AuthResult } from '@/shared/auth/authResult.ts';
import { smsSendSchema, smsSigninSchema } from '@/shared/signin/smsSchemas.ts';
import { viewerSignedIn } from '@/stores/viewerSession.ts';
import { TextField } from './TextField.tsx';
import { AuthFormShell } from './AuthFormShell.tsx';
import { focusFirstInvalid } from './focusFirstInvalid.ts';
import { useCountdown } from './useCountdown.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { TWO_FACTOR_STEP_PATH } from '@/shared/twoFactor/twoFactorChallengeData.ts';
import { TERMS_PATH } from '@/shared/navigation/paths.ts';
import './authForm.css';
import './smsSigninForm.css';

const RESEND_SECONDS = 60;

interface SmsSigninFormProps {
  redirect: string;
  /** True only while the development provider (codes in the server log) is active. */
  developmentNotice: boolean;
}

function readForm(form: HTMLFormElement) {
  const data = new FormData(form);
  return {
    phone: String(data.get('phone') ?? ''),
    code: String(data.get('code') ?? ''),
    agree: data.get('agree') === 'on',
  };
}

/** SMS sign-in (decision 016): a valid phone number, the code sent to it, and the user agreement ticked. */
export default function SmsSigninForm({ redirect, developmentNotice }: SmsSigninFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [notice, setNotice] = useState('');
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const countdown = useCountdown();

  function onEdit(name: string) {
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }

  function fail(error: unknown) {
    if (error instanceof ApiRequestError && error.field) {
      setErrors({ [error.field]: error.message });
      focusFirstInvalid(formRef.current);
    } else {
      setFormError(error instanceof Error && error.message ? error.message : m.error_unknown());
    }
  }

  async function sendCode() {
    if (!formRef.current || sending || countdown.seconds > 0) return;
    setFormError('');
    setNotice('');
    const parsed = smsSendSchema.safeParse({ phone: readForm(formRef.current).phone });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstInvalid(formRef.current);
      return;
    }
    setSending(true);
    try {
      await apiRequest('/api/login/sms/send', { body: { phone: parsed.data.phone } });
      countdown.start(RESEND_SECONDS);
      setNotice(m.signin_sms_sent());
      formRef.current.querySelector<HTMLInputElement>('#auth-code')?.focus();
    } catch (error) {
      fail(error);
    } finally {
      setSending(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setFormError('');
    const body = { ...readForm(event.currentTarget), redirect };
    const parsed = smsSigninSchema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstInvalid(formRef.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const result = await apiRequest<AuthResult>('/api/login/sms/signin', { body });
      viewerSignedIn(result.user);
      window.location.assign(result.redirect);
    } catch (error) {
      if (error instanceof ApiRequestError && error.errorCode === ErrorCode.twoFactorRequired) {
        window.location.assign(`${TWO_FACTOR_STEP_PATH}?redirect=${encodeURIComponent(redirect)}`);
        return;
      }
      setBusy(false);
      fail(error);
    }
  }

  const sendLabel = sending
    ? m.signin_sending_code()
    : countdown.seconds > 0
      ? m.signin_resend_in({ seconds: String(countdown.seconds) })
      : m.signin_send_code();

  return (
    <AuthFormShell
      form={{ formRef, formError, busy, onSubmit }}
      submitLabel={m.signin_sms_submit()}
      busyLabel={m.signin_sms_busy()}
    >
      {developmentNotice && <p className="sms-dev-notice">{m.signin_sms_dev_notice()}</p>}
      <TextField
        name="phone"
        label={m.signin_field_phone()}
        error={errors['phone']}
        autoComplete="tel"
        onEdit={onEdit}
        inputProps={{ inputMode: 'tel', autoFocus: true }}
      />
      <div className="sms-code-row">
        <TextField
          name="code"
          label={m.signin_field_code()}
          error={errors['code']}
          autoComplete="one-time-code"
          onEdit={onEdit}
          inputProps={{ inputMode: 'numeric', maxLength: 6 }}
        />
        <button
          type="button"
          className="sms-send"
          onClick={() => void sendCode()}
          disabled={sending || countdown.seconds > 0}
        >
          {sendLabel}
        </button>
      </div>
      <p className="sms-notice" role="status">
        {notice}
      </p>
      <div className="sms-agree">
        <label>
          <input
            type="checkbox"
            name="agree"
            aria-invalid={errors['agree'] ? true : undefined}
            aria-describedby={errors['agree'] ? 'auth-agree-error' : undefined}
            onChange={() => onEdit('agree')}
          />
          <span>
            {m.signin_agree_prefix()}
            {/* A new tab keeps the phone number and code typed so far. */}
            <a href={TERMS_PATH} target="_blank" rel="noopener">
              {m.signin_agree_link()}
            </a>
          </span>
        </label>
        {errors['agree'] && (
          <p className="form-field-error" id="auth-agree-error">
            {errors['agree']}
          </p>
        )}
      </div>
    </AuthFormShell>
  );
}
