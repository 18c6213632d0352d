import { m } from '@/i18n/messages.ts';
import { FormField } from '@/islands/ui/FormField.tsx';

interface NewPasswordFieldsProps {
  /** Prefix for the input ids, unique on the page. */
  idPrefix: string;
  errors: Record<string, string>;
  clear: (name: string) => void;
  autoFocus?: boolean;
}

/** The new password and its confirmation, as changing and resetting a password both ask for them. */
export function NewPasswordFields({ idPrefix, errors, clear, autoFocus = false }: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        id={`${idPrefix}-new-password`}
        name="password"
        type="password"
        label={m.account_password_new_label()}
        autoComplete="new-password"
        autoFocus={autoFocus}
        error={errors['password']}
        onChange={() => clear('password')}
      />
      <FormField
        id={`${idPrefix}-confirm-password`}
        name="rePassword"
        type="password"
        label={m.account_password_confirm_label()}
        autoComplete="new-password"
        error={errors['rePassword']}
        onChange={() => clear('rePassword')}
      />
    </>
  );
}
