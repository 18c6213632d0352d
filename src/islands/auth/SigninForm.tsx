import { m } from '@/i18n/messages.ts';
import { signinSchema } from '@/shared/auth/signinSchema.ts';
import { TextField } from './TextField.tsx';
import { AuthFormShell } from './AuthFormShell.tsx';
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
    <AuthFormShell form={form} submitLabel={m.auth_signin_submit()} busyLabel={m.auth_signin_busy()}>
      <TextField
        {...form.field('username')}
        label={m.auth_field_username_or_email()}
        defaultValue={initialUsername}
        autoComplete="username"
        inputProps={{ autoCapitalize: 'none', spellCheck: false, autoFocus: true }}
      />
      <TextField
        {...form.field('password')}
        type="password"
        label={m.auth_field_password()}
        autoComplete="current-password"
      />
      <a href="/user/password/forgot" style={{ alignSelf: 'flex-end', fontSize: '0.875rem' }}>
        {m.account_forgot_link()}
      </a>
    </AuthFormShell>
  );
}
