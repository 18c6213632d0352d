import type { FormHTMLAttributes, ReactNode, RefObject } from 'react';
import { FormError } from './FormError.tsx';

type FormSubmitEvent = Parameters<NonNullable<FormHTMLAttributes<HTMLFormElement>['onSubmit']>>[0];

/** What the shell needs of a form's state (useAuthForm returns it; the SMS form keeps its own). */
interface AuthFormShellState {
  formRef: RefObject<HTMLFormElement | null>;
  formError: string;
  busy: boolean;
  onSubmit: (event: FormSubmitEvent) => void | Promise<void>;
}

interface AuthFormShellProps {
  form: AuthFormShellState;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}

/** The sign-in and sign-up form frame: the form-wide error first, the fields, then the submit button. */
export function AuthFormShell({ form, submitLabel, busyLabel, children }: AuthFormShellProps) {
  return (
    <form ref={form.formRef} className="auth-form" method="post" noValidate onSubmit={form.onSubmit}>
      {form.formError && <FormError message={form.formError} />}
      {children}
      <button type="submit" className="auth-submit" disabled={form.busy} aria-busy={form.busy}>
        {form.busy ? busyLabel : submitLabel}
      </button>
    </form>
  );
}
