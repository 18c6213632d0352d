import { useState, type FormEvent } from 'react';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/i18n/messages.ts';
import '@/components/admin/adminFields.css';
import './userActions.css';

interface TrustLevelFormProps {
  memberId: number;
  level: number;
  locked: boolean;
  /** The levels with their names in the page's language. */
  levels: { value: number; label: string }[];
}

/** Staff set a member's trust level and lock or unlock it (POST /api/admin/users/trust), then the page reloads. */
export function TrustLevelForm({ memberId, level, locked, levels }: TrustLevelFormProps) {
  const [chosen, setChosen] = useState(level);
  const [lock, setLock] = useState(locked);
  const [busy, setBusy] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    void apiRequest('/api/admin/users/trust', { body: { userId: memberId, level: chosen, locked: lock } })
      .then(() => {
        showToast('success', m.trust_admin_saved());
        window.location.reload();
      })
      .catch((error: unknown) => {
        setBusy(false);
        reportApiError(error);
      });
  };

  return (
    <div className="user-actions">
      <section className="card" aria-labelledby="action-trust">
        <h2 id="action-trust" className="section-title">
          {m.trust_admin_heading()}
        </h2>
        <p className="muted">{m.trust_admin_hint()}</p>
        <form className="inline" onSubmit={onSubmit}>
          <label className="admin-field">
            <span>{m.trust_admin_level_label()}</span>
            <select name="level" value={chosen} onChange={(event) => setChosen(Number(event.target.value))}>
              {levels.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          <label className="admin-check">
            <input
              type="checkbox"
              name="locked"
              checked={lock}
              onChange={(event) => setLock(event.target.checked)}
            />
            {m.trust_admin_lock_label()}
          </label>
          <button className="button button-primary" type="submit" disabled={busy}>
            {m.trust_admin_save()}
          </button>
        </form>
      </section>
    </div>
  );
}
