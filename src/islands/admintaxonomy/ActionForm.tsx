import type { FormEvent } from 'react';
import { FormError, useAdminForm, type AdminFormBody } from './useAdminForm.tsx';

interface ActionFormProps {
  /** The admin API path it posts to. */
  action: string;
  /** What it posts: a row's id and a value (hide, move, delete …). */
  fields: AdminFormBody;
  label: string;
  /** The button's accessible name when the label alone is ambiguous (e.g. "Move Books up"). */
  ariaLabel?: string | undefined;
  /** Asked before posting; the button's label confirms. */
  confirm?: string | undefined;
  danger?: boolean | undefined;
  disabled?: boolean | undefined;
}

/** One button that posts a row's id and a value, with the row's refusal under it. */
export function ActionForm({ action, fields, label, ariaLabel, confirm, danger, disabled }: ActionFormProps) {
  const { busy, error, send } = useAdminForm();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send(action, fields, confirm ? { title: confirm, label } : undefined);
  };
  return (
    <form
      className="tx-action"
      method="post"
      action={action}
      data-admin-form=""
      aria-busy={busy || undefined}
      onSubmit={submit}
    >
      <button
        type="submit"
        className={danger ? 'button button-small button-danger' : 'button button-small'}
        aria-label={ariaLabel}
        disabled={disabled}
      >
        {label}
      </button>
      <FormError error={error} />
    </form>
  );
}
