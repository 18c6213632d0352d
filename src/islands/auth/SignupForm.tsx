import { m } from '@/i18n/messages.ts';
import { signupSchema } from '@/shared/auth/signupSchema.ts';
import { TextField } from './TextField.tsx';
import { AuthFormShell } from './AuthFormShell.tsx';
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
    <AuthFormShell form={form} submitLabel={m.auth_signup_submit()} busyLabel={m.auth_signup_busy()}>
      <TextField
        {...form.field('nickname')}
        label={m.auth_field_nickname()}
        defaultValue={initialValues.nickname}
        autoComplete="nickname"
        inputProps={{ autoFocus: true, maxLength: 64 }}
      />
      <TextField
        {...form.field('email')}
        type="email"
        label={m.auth_field_email()}
        defaultValue={initialValues.email}
        autoComplete="email"
        inputProps={{ autoCapitalize: 'none', spellCheck: false }}
      />
      <TextField
        {...form.field('password')}
        type="password"
        label={m.auth_field_password()}
        autoComplete="new-password"
      />
      <TextField
        {...form.field('rePassword')}
        type="password"
        label={m.auth_field_re_password()}
        autoComplete="new-password"
      />
    </AuthFormShell>
  );
}
