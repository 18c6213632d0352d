import { useState } from 'react';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/i18n/messages.ts';
import './account.css';
import './signinMethods.css';

export interface SigninMethodRow {
  provider: string;
  /** The provider's name ("GitHub"). */
  label: string;
  /** Bound: the account's e-mail and since when; otherwise "Not bound". */
  detail: string;
  bound: boolean;
  /** Where binding starts, when the provider is enabled and not bound yet. */
  bindHref?: string | undefined;
}

/**
 * The account page's sign-in methods: each enabled provider with Bind (a link through the provider)
 * or Unbind, plus bound ones since switched off (they can still be unbound). Unbinding the only way
 * to sign in is refused by the server; the refusal shows as a toast.
 */
export function SigninMethodList({ rows }: { rows: SigninMethodRow[] }) {
  const [busy, setBusy] = useState<string | null>(null);

  const unbind = async (row: SigninMethodRow) => {
    if (busy) return;
    const confirmed = await askConfirm({
      title: m.signin_unbind_confirm({ provider: row.label }),
      confirmLabel: m.signin_unbind(),
      danger: true,
    });
    if (!confirmed) return;
    setBusy(row.provider);
    try {
      await apiRequest<unknown>('/api/oauth/unbind', { body: { provider: row.provider } });
      showToast('success', m.signin_unbound());
      window.location.reload();
    } catch (error) {
      setBusy(null);
      if (error instanceof ApiRequestError && error.notSignedIn) {
        reportApiError(error);
        return;
      }
      showToast('error', error instanceof Error && error.message ? error.message : m.signin_unbind_failed());
    }
  };

  if (rows.length === 0) return <p className="account-muted">{m.signin_no_providers()}</p>;
  return (
    <ul className="stack-list">
      {rows.map((row) => (
        <li key={row.provider} className="signin-method stack-row" data-provider={row.provider}>
          <div className="signin-method-text">
            <span className="signin-method-name">{row.label}</span>
            <span className="signin-method-detail">{row.detail}</span>
          </div>
          {row.bound ? (
            <button
              type="button"
              className="button button-small"
              data-unbind={row.provider}
              aria-busy={busy === row.provider || undefined}
              onClick={() => void unbind(row)}
            >
              {m.signin_unbind()}
            </button>
          ) : (
            row.bindHref && (
              <a className="button button-small button-primary" href={row.bindHref}>
                {m.signin_bind()}
              </a>
            )
          )}
        </li>
      ))}
    </ul>
  );
}
