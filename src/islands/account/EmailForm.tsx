import { useState, type FormEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { emailSchema } from '@/shared/account/accountSchemas.ts';
import { showToast } from '@/stores/toasts.ts';
import { FormField } from '@/islands/ui/FormField.tsx';
import { useSubmit } from './useSubmit.ts';
import './account.css';

interface EmailFormProps {
  email: string | null;
  verified: boolean;
}

/** Sets or changes the address (it becomes unverified) and sends the verification mail. */
export default function EmailForm({ email, verified: initiallyVerified }: EmailFormProps) {
  const [current, setCurrent] = useState(email ?? '');
  const [verified, setVerified] = useState(initiallyVerified);
  const [value, setValue] = useState(email ?? '');
  const [notice, setNotice] = useState('');
  const form = useSubmit(emailSchema);
  const unchanged = value.trim().toLowerCase() === current;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice('');
    await form.submit({ email: value }, async (data) => {
      const result = await apiRequest<{ email: string; outcome: 'sent' | 'queued' | 'already-verified' }>(
        '/api/user/email',
        {
          body: data,
        },
      );
      if (result.outcome === 'already-verified') {
        showToast('info', m.account_email_already_verified());
        return;
      }
      setCurrent(result.email);
      setVerified(false);
      setNotice(
        result.outcome === 'queued'
          ? m.account_email_queued({ email: result.email })
          : m.account_email_sent({ email: result.email }),
      );
    });
  }

  return (
    <form method="post" className="account-form" noValidate onSubmit={onSubmit} data-email-form="">
      <p className="account-status">
        {current ? (
          <>
            <span className="account-current">{current}</span>
            <span
              className={verified ? 'account-badge account-badge-ok' : 'account-badge'}
              data-email-status={verified ? 'verified' : 'unverified'}
            >
              {verified ? m.account_email_verified() : m.account_email_unverified()}
            </span>
          </>
        ) : (
          <span className="account-muted">{m.account_email_none()}</span>
        )}
      </p>
      <FormField
        id="account-email"
        name="email"
        type="email"
        label={m.account_email_label()}
        value={value}
        autoComplete="email"
        error={form.errors['email']}
        onChange={(event) => {
          setValue(event.target.value);
          form.clear('email');
        }}
      />
      {notice && (
        <p className="account-notice" role="status" data-email-notice="">
          {notice}
        </p>
      )}
      <div className="account-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={form.busy || (unchanged && verified)}
          aria-busy={form.busy}
        >
          {form.busy
            ? m.account_email_sending()
            : unchanged && current
              ? m.account_email_resend()
              : m.account_email_submit()}
        </button>
      </div>
    </form>
  );
}
