import '@/i18n/clientLocale.ts';
import { m } from '@/paraglide/messages.js';
import { signupSchema } from '@/shared/auth/signupSchema.ts';
import { TextField } from './TextField.tsx';
import { FormError } from './FormError.tsx';
import { useAuthForm } from './useAuthForm.ts';
import './authForm.css';

interface SignupFormProps {
  redirect: string;
  initialValues?: { nickname: string; email: string };
  initialErrors?: Record<string, string>;
  initialFormError?: string;
}

export default function SignupForm({
  redirect,
  initialValues = { nickname: '', email: '' },
  ...initial
}: SignupFormProps) {
  const form = useAuthForm({
    endpoint: '/api/login/signup',
    schema: signupSchema,
    fields: ['nickname', 'email', 'password', 'rePassword'],
    redirect,
    initialErrors: initial.initialErrors,
    initialFormError: initial.initialFormError,
  });
  return (
    <form ref={form.formRef} className="auth-form" method="post" noValidate onSubmit={form.onSubmit}>
      {form.formError && <FormError message={form.formError} />}
      <TextField
        name="nickname"
        label={m.auth_field_nickname()}
        defaultValue={initialValues.nickname}
        error={form.errors['nickname']}
        autoComplete="nickname"
        onEdit={form.onEdit}
        inputProps={{ autoFocus: true, maxLength: 64 }}
      />
      <TextField
        name="email"
        type="email"
        label={m.auth_field_email()}
        defaultValue={initialValues.email}
        error={form.errors['email']}
        autoComplete="email"
        onEdit={form.onEdit}
        inputProps={{ autoCapitalize: 'none', spellCheck: false }}
      />
      <TextField
        name="password"
        type="password"
        label={m.auth_field_password()}
        error={form.errors['password']}
        autoComplete="new-password"
        onEdit={form.onEdit}
      />
      <TextField
        name="rePassword"
        type="password"
        label={m.auth_field_re_password()}
        error={form.errors['rePassword']}
        autoComplete="new-password"
        onEdit={form.onEdit}
      />
      <button type="submit" className="auth-submit" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? m.auth_signup_busy() : m.auth_signup_submit()}
      </button>
    </form>
  );
}
