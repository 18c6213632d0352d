import { useState } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { formatDate } from '@/shared/format/formatDate.ts';
import { invitationHref } from '@/shared/signup/invitationPaths.ts';
import type { CreatedInvitation, InvitationView } from '@/shared/signup/invitationView.ts';
import { showToast } from '@/stores/toasts.ts';
import { useHydrated } from '@/islands/ui/useHydrated.ts';
import './invitationsPanel.css';

interface InvitationsPanelProps {
  initial: InvitationView[];
  origin: string;
  timeZone: string;
}

function stateOf(invitation: InvitationView): string {
  if (invitation.usedAt) return m.signupdefence_invitations_used();
  if (invitation.revokedAt) return m.signupdefence_invitations_revoked();
  if (Date.parse(invitation.expiresAt) <= Date.now()) return m.signupdefence_invitations_expired();
  return m.signupdefence_invitations_open();
}

const isOpen = (invitation: InvitationView) =>
  !invitation.usedAt && !invitation.revokedAt && Date.parse(invitation.expiresAt) > Date.now();

/** The member's invitations: make one (its link shown once), see each one's state, revoke an open one. */
export default function InvitationsPanel({ initial, origin, timeZone }: InvitationsPanelProps) {
  const ready = useHydrated();
  const [invitations, setInvitations] = useState(initial);
  const [link, setLink] = useState('');
  const [busy, setBusy] = useState(false);

  async function create() {
    setBusy(true);
    try {
      const created = await apiRequest<CreatedInvitation>('/api/user/invitations/create', { body: {} });
      const { code, ...view } = created;
      setLink(invitationHref(origin, code));
      setInvitations((current) => [view, ...current]);
    } catch (error) {
      reportApiError(error);
    } finally {
      setBusy(false);
    }
  }

  async function revoke(id: number) {
    try {
      await apiRequest('/api/user/invitations/revoke', { body: { id } });
      const now = new Date().toISOString();
      setInvitations((current) =>
        current.map((item) => (item.id === id ? { ...item, revokedAt: now } : item)),
      );
      showToast('success', m.signupdefence_invitations_revoked_toast());
    } catch (error) {
      reportApiError(error);
    }
  }

  return (
    <div className="invitations" data-invitations="" data-ready={ready ? '' : undefined}>
      <button
        type="button"
        className="button button-primary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void create()}
      >
        {m.signupdefence_invitations_create()}
      </button>
      {link && (
        <div className="invitation-created" role="status">
          <label htmlFor="invitation-link">{m.signupdefence_invitations_created()}</label>
          <input
            id="invitation-link"
            className="form-control"
            type="text"
            readOnly
            value={link}
            data-invitation-link=""
            onFocus={(event) => event.currentTarget.select()}
          />
        </div>
      )}
      {invitations.length === 0 ? (
        <p className="invitations-empty">{m.signupdefence_invitations_empty()}</p>
      ) : (
        <ul className="invitation-list">
          {invitations.map((invitation) => (
            <li key={invitation.id} data-invitation={invitation.id}>
              <span>
                {m.signupdefence_invitations_made()}:{' '}
                {formatDate(invitation.createdAt, timeZone, 'yyyy-MM-dd HH:mm')}
              </span>
              <span>
                {m.signupdefence_invitations_expires()}:{' '}
                {formatDate(invitation.expiresAt, timeZone, 'yyyy-MM-dd HH:mm')}
              </span>
              <span className="invitation-state">{stateOf(invitation)}</span>
              {isOpen(invitation) && (
                <button
                  type="button"
                  className="button button-small"
                  onClick={() => void revoke(invitation.id)}
                >
                  {m.signupdefence_invitations_revoke()}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
