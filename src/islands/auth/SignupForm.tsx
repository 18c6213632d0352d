import { m } from '@/i18n/messages.ts';
import { signupSchema } from '@/shared/auth/signupSchema.ts';
import { TextField } from './TextField.tsx';
import { AuthFormShell } from './AuthFormShell.tsx';
import { HoneypotField } from './HoneypotField.tsx';
import { useAuthForm } from './useAuthForm.ts';
import './authForm.css';

interface SignupFormProps {
  redirect: string;
  /** The signed time the form was shown. */
  formToken: string;
  /** Sign-up needs an invitation code. */
  byInvitation: boolean;
  initialValues?: { nickname: string; email: string; invite: string };
  initialErrors?: Record<string, string>;
  initialFormError?: string;
}

export default function SignupForm({
  redirect,
  formToken,
  byInvitation,
  initialValues = { nickname: '', email: '', invite: '' },
  ...initial
}: SignupFormProps) {
  const form = useAuthForm({
    endpoint: '/api/login/signup',
    schema: signupSchema,
    fields: ['nickname', 'email', 'password', 'rePassword', 'invite', 'formToken', 'website'],
    redirect,
    initialErrors: initial.initialErrors,
    initialFormError: initial.initialFormError,
  });
  if (form.notice) {
    return (
      <p className="auth-notice" role="status" data-signup-awaiting="">
        {form.notice}
      </p>
    );
  }
  return (
    <AuthFormShell form={form} submitLabel={m.auth_signup_submit()} busyLabel={m.auth_signup_busy()}>
      <input type="hidden" name="formToken" value={formToken} />
      {byInvitation ? (
        <TextField
          {...form.field('invite')}
          label={m.signupdefence_field_invite()}
          defaultValue={initialValues.invite}
          autoComplete="off"
          inputProps={{ autoCapitalize: 'none', spellCheck: false, maxLength: 64 }}
        />
      ) : (
        <input type="hidden" name="invite" value="" />
      )}
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
      <HoneypotField />
    </AuthFormShell>
  );
}
