import { useState } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { formatDate } from '@/shared/format/formatDate.ts';
import type { AwaitingAccountView } from '@/shared/signup/awaitingAccountView.ts';
import { showToast } from '@/stores/toasts.ts';
import { useHydrated } from '@/islands/ui/useHydrated.ts';
import './awaitingApprovalList.css';

interface AwaitingApprovalListProps {
  initial: AwaitingAccountView[];
  timeZone: string;
}

/** Accounts made in approval mode, oldest first, each approved or rejected with one button ('user.approve'). */
export default function AwaitingApprovalList({ initial, timeZone }: AwaitingApprovalListProps) {
  const ready = useHydrated();
  const [accounts, setAccounts] = useState(initial);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function decide(account: AwaitingAccountView, decision: 'approve' | 'reject') {
    setBusyId(account.id);
    try {
      await apiRequest(`/api/admin/users/${account.id}/approval`, { body: { decision } });
      setAccounts((current) => current.filter((item) => item.id !== account.id));
      showToast('success', decision === 'approve' ? m.signupdefence_approved() : m.signupdefence_rejected());
    } catch (error) {
      reportApiError(error);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section
      className="awaiting-approval"
      aria-labelledby="awaiting-approval-heading"
      data-ready={ready ? '' : undefined}
    >
      <h2 id="awaiting-approval-heading">{m.signupdefence_awaiting_title()}</h2>
      {accounts.length === 0 ? (
        <p className="awaiting-empty">{m.signupdefence_awaiting_empty()}</p>
      ) : (
        <ul className="awaiting-list">
          {accounts.map((account) => (
            <li key={account.id} data-awaiting-account={account.email ?? account.phone ?? account.id}>
              <span className="awaiting-name">{account.nickname}</span>
              <span className="awaiting-contact">{account.email ?? account.phone ?? ''}</span>
              <span className="awaiting-meta">
                {account.signupIp} · {formatDate(account.createdAt, timeZone, 'yyyy-MM-dd HH:mm')}
              </span>
              <span className="awaiting-actions">
                <button
                  type="button"
                  className="button button-primary button-small"
                  disabled={busyId === account.id}
                  aria-label={m.signupdefence_approve_named({ name: account.nickname })}
                  onClick={() => void decide(account, 'approve')}
                >
                  {m.signupdefence_approve()}
                </button>
                <button
                  type="button"
                  className="button button-danger button-small"
                  disabled={busyId === account.id}
                  aria-label={m.signupdefence_reject_named({ name: account.nickname })}
                  onClick={() => void decide(account, 'reject')}
                >
                  {m.signupdefence_reject()}
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
