import { useRef, useState, type FormEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { passwordChangeSchema } from '@/shared/account/accountSchemas.ts';
import { showToast } from '@/stores/toasts.ts';
import { FormField } from '@/islands/ui/FormField.tsx';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { useSubmit } from './useSubmit.ts';
import './account.css';

/** Sets a first password, or changes it with the old one; other sessions are signed out. */
export default function PasswordForm({ passwordSet: initiallySet }: { passwordSet: boolean }) {
  const [passwordSet, setPasswordSet] = useState(initiallySet);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useSubmit(passwordChangeSchema);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      oldPassword: String(data.get('oldPassword') ?? ''),
      password: String(data.get('password') ?? ''),
      rePassword: String(data.get('rePassword') ?? ''),
    };
    if (passwordSet && values.oldPassword === '') {
      form.setErrors({ oldPassword: m.account_old_password_required() });
      return;
    }
    await form.submit(values, async (input) => {
      await apiRequest('/api/user/password', { body: input });
      formRef.current?.reset();
      setPasswordSet(true);
      showToast('success', m.account_password_saved(), { durationMs: 3000 });
    });
  }

  return (
    <form
      ref={formRef}
      method="post"
      className="account-form"
      noValidate
      onSubmit={onSubmit}
      data-password-form=""
    >
      {!passwordSet && <p className="account-muted">{m.account_password_none()}</p>}
      {passwordSet && (
        <FormField
          id="account-old-password"
          name="oldPassword"
          type="password"
          label={m.account_password_old_label()}
          autoComplete="current-password"
          error={form.errors['oldPassword']}
          onChange={() => form.clear('oldPassword')}
        />
      )}
      <NewPasswordFields idPrefix="account" errors={form.errors} clear={form.clear} />
      <div className="account-actions">
        <button type="submit" className="button button-primary" disabled={form.busy} aria-busy={form.busy}>
          {form.busy
            ? m.account_saving()
            : passwordSet
              ? m.account_password_change_submit()
              : m.account_password_set_submit()}
        </button>
      </div>
    </form>
  );
}
