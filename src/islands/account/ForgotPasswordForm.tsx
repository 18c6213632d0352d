import { useState, type FormEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { forgotPasswordSchema } from '@/shared/account/accountSchemas.ts';
import { FormField } from '@/islands/ui/FormField.tsx';
import { useSubmit } from './useSubmit.ts';
import '@/islands/auth/authForm.css';
import './account.css';

/** Asks for a reset link; the answer never tells whether the address has an account. */
export default function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState('');
  const form = useSubmit(forgotPasswordSchema);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await form.submit({ email }, async (data) => {
      await apiRequest('/api/password/forgot', { body: data });
      setSentTo(data.email);
    });
  }

  if (sentTo) {
    return (
      <p className="account-notice" role="status" data-forgot-sent="">
        {m.account_forgot_sent({ email: sentTo })}
      </p>
    );
  }

  return (
    <form method="post" className="auth-form" noValidate onSubmit={onSubmit} data-forgot-form="">
      <p className="account-muted">{m.account_forgot_intro()}</p>
      <FormField
        id="forgot-email"
        name="email"
        type="email"
        label={m.account_email_label()}
        value={email}
        autoComplete="email"
        autoFocus
        error={form.errors['email']}
        onChange={(event) => {
          setEmail(event.target.value);
          form.clear('email');
        }}
      />
      <button type="submit" className="auth-submit" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? m.account_forgot_busy() : m.account_forgot_submit()}
      </button>
    </form>
  );
}
