import '@/i18n/clientLocale.ts';
import { m } from '@/paraglide/messages.js';
import { signinSchema } from '@/shared/auth/signinSchema.ts';
import { TextField } from './TextField.tsx';
import { FormError } from './FormError.tsx';
import { useAuthForm } from './useAuthForm.ts';
import './authForm.css';

interface SigninFormProps {
  redirect: string;
  initialUsername?: string;
  initialErrors?: Record<string, string>;
  initialFormError?: string;
}

export default function SigninForm({ redirect, initialUsername = '', ...initial }: SigninFormProps) {
  const form = useAuthForm({
    endpoint: '/api/login/signin',
    schema: signinSchema,
    fields: ['username', 'password'],
    redirect,
    initialErrors: initial.initialErrors,
    initialFormError: initial.initialFormError,
  });
  return (
    <form ref={form.formRef} className="auth-form" method="post" noValidate onSubmit={form.onSubmit}>
      {form.formError && <FormError message={form.formError} />}
      <TextField
        name="username"
        label={m.auth_field_username_or_email()}
        defaultValue={initialUsername}
        error={form.errors['username']}
        autoComplete="username"
        onEdit={form.onEdit}
        inputProps={{ autoCapitalize: 'none', spellCheck: false, autoFocus: true }}
      />
      <TextField
        name="password"
        type="password"
        label={m.auth_field_password()}
        error={form.errors['password']}
        autoComplete="current-password"
        onEdit={form.onEdit}
      />
      <a href="/user/password/forgot" style={{ alignSelf: 'flex-end', fontSize: '0.875rem' }}>
        {m.account_forgot_link()}
      </a>
      <button type="submit" className="auth-submit" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? m.auth_signin_busy() : m.auth_signin_submit()}
      </button>
    </form>
  );
}
