import { useState } from 'react';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { m } from '@/i18n/messages.ts';

export type AdminFormBody = Record<string, string | number | boolean>;

/** The question asked before posting, and its confirm button's label. */
interface AdminFormConfirm {
  title: string;
  label: string;
}

/** A refusal's message, as the form shows it. */
export const errorText = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : m.error_unknown();

/**
 * One form of the node, tag and link admin screens: posts its fields as JSON to the admin API,
 * asking first when it has a question, then reloads the page to show the change, or keeps the
 * server's refusal for the form to show (signed out: the toast that leads to sign-in).
 */
export function useAdminForm() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const send = async (action: string, body: AdminFormBody, confirm?: AdminFormConfirm): Promise<void> => {
    if (busy) return;
    if (confirm) {
      const confirmed = await askConfirm({ title: confirm.title, confirmLabel: confirm.label, danger: true });
      if (!confirmed) return;
    }
    setBusy(true);
    setError('');
    try {
      await apiRequest<unknown>(action, { body });
      window.location.reload();
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiRequestError && failure.notSignedIn) {
        reportApiError(failure);
        return;
      }
      setError(errorText(failure));
    }
  };
  return { busy, error, setError, send };
}

/** Where a form shows the server's refusal. */
export function FormError({ error }: { error: string }) {
  return (
    <p className="tx-error" role="alert" data-form-error="" hidden={error === ''}>
      {error}
    </p>
  );
}
