import { useState, type FormEvent, type ReactNode } from 'react';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { PasswordResetResult } from '@/shared/adminusers/adminUserSchemas.ts';
import { MODERATION_REASON_MAX } from '@/shared/moderation/moderationReason.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/i18n/messages.ts';
import '@/components/admin/adminFields.css';
import './userActions.css';

type Action = 'ban' | 'unban' | 'role' | 'password' | 'score' | 'delete';

interface UserActionsProps {
  memberId: number;
  /** The member's nickname, for the confirm questions. */
  name: string;
  score: number;
  /** "Not banned", "Banned until …" or "Banned for good". */
  banState: string;
  banReason: string;
  banned: boolean;
  /** What the viewer may do to this member; the API checks every rule again. */
  may: { ban: boolean; banForever: boolean; reset: boolean; delete: boolean; adjustScore: boolean };
  /** The roles the viewer may give this member, with their labels. */
  roles: { value: string; label: string }[];
  /** The largest score adjustment either way. */
  scoreMax: number;
}

/** A form's fields as strings, with the button that sent it (ban for 7 days or for good). */
function formBody(event: FormEvent<HTMLFormElement>): Record<string, string> {
  const submitter = (event.nativeEvent as SubmitEvent).submitter;
  const data = new FormData(event.currentTarget, submitter instanceof HTMLButtonElement ? submitter : null);
  const body: Record<string, string> = {};
  for (const [name, value] of data) if (typeof value === 'string') body[name] = value;
  return body;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The member screen's actions: ban or lift a ban, change the role, reset the password (the new one
 * is shown once), adjust the score and delete. Each posts to /api/admin/users/{id}/… and reloads to
 * show the new state.
 */
export function UserActions({
  memberId,
  name,
  score,
  banState,
  banReason,
  banned,
  may,
  roles,
  scoreMax,
}: UserActionsProps) {
  const [busy, setBusy] = useState<Action | null>(null);
  const [password, setPassword] = useState<string | null>(null);

  const submit = (action: Action, confirm?: { title: string; label: string }) => {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (busy) return;
      // Read the fields first: a disabled submitter is left out of the form data.
      const body = formBody(event);
      void (async () => {
        if (confirm) {
          const confirmed = await askConfirm({
            title: confirm.title,
            confirmLabel: confirm.label,
            danger: true,
          });
          if (!confirmed) return;
        }
        setBusy(action);
        try {
          const data = await apiRequest<PasswordResetResult | null>(
            `/api/admin/users/${memberId}/${action}`,
            {
              body,
            },
          );
          if (action === 'password' && data) {
            setPassword(data.password);
            setBusy(null);
            return;
          }
          showToast('success', m.adminusers_saved());
          window.location.reload();
        } catch (error) {
          setBusy(null);
          reportApiError(error);
        }
      })();
    };
  };
  const disabled = (action: Action) => busy === action;
  const nothing = !may.ban && roles.length === 0 && !may.reset && !may.delete && !may.adjustScore;

  return (
    <div className="user-actions">
      <Section id="action-ban" title={m.adminusers_ban_heading()}>
        <p data-ban-state="">{banState}</p>
        {banned && banReason && <p className="muted">{m.adminusers_ban_reason({ reason: banReason })}</p>}
        {may.ban && banned && (
          <form onSubmit={submit('unban')}>
            <button className="button" type="submit" disabled={disabled('unban')}>
              {m.adminusers_ban_lift()}
            </button>
          </form>
        )}
        {may.ban && !banned && (
          <form onSubmit={submit('ban')}>
            <label className="admin-field">
              <span>{m.adminusers_ban_reason_label()}</span>
              <input name="reason" required maxLength={MODERATION_REASON_MAX} />
            </label>
            <div className="buttons">
              <button
                className="button button-danger"
                type="submit"
                name="duration"
                value="7d"
                disabled={disabled('ban')}
              >
                {m.adminusers_ban_7d()}
              </button>
              {may.banForever && (
                <button
                  className="button button-danger"
                  type="submit"
                  name="duration"
                  value="forever"
                  disabled={disabled('ban')}
                >
                  {m.adminusers_ban_forever_button()}
                </button>
              )}
            </div>
          </form>
        )}
      </Section>
      {roles.length > 0 && (
        <Section id="action-role" title={m.adminusers_role_heading()}>
          <form className="inline" onSubmit={submit('role')}>
            <label className="admin-field">
              <span>{m.adminusers_role_label()}</span>
              <select name="role">
                {roles.map((role) => (
                  <option key={role.value} value={role.value}>
                    {role.label}
                  </option>
                ))}
              </select>
            </label>
            <button className="button button-primary" type="submit" disabled={disabled('role')}>
              {m.adminusers_role_save()}
            </button>
          </form>
        </Section>
      )}
      {may.reset && (
        <Section id="action-password" title={m.adminusers_password_heading()}>
          <p className="muted">{m.adminusers_password_hint()}</p>
          <form
            onSubmit={submit('password', {
              title: m.adminusers_password_confirm({ name }),
              label: m.adminusers_password_reset(),
            })}
          >
            <button className="button" type="submit" disabled={disabled('password')}>
              {m.adminusers_password_reset()}
            </button>
          </form>
          <div className="password-result" data-password-result="" hidden={password === null}>
            <span>{m.adminusers_password_done()}</span>
            <output data-password-output="">{password}</output>
          </div>
        </Section>
      )}
      {may.adjustScore && (
        <Section id="action-score" title={m.adminusers_score_heading()}>
          <p data-score-current="">{m.adminusers_score_current({ score: String(score) })}</p>
          <p className="muted">{m.adminusers_score_hint()}</p>
          <form className="inline" onSubmit={submit('score')}>
            <label className="admin-field score-amount">
              <span>{m.adminusers_score_amount_label()}</span>
              <input name="amount" type="number" required step="1" min={-scoreMax} max={scoreMax} />
            </label>
            <label className="admin-field">
              <span>{m.adminusers_score_reason_label()}</span>
              <input name="reason" required maxLength={MODERATION_REASON_MAX} />
            </label>
            <button className="button button-primary" type="submit" disabled={disabled('score')}>
              {m.adminusers_score_save()}
            </button>
          </form>
        </Section>
      )}
      {may.delete && (
        <Section id="action-delete" title={m.adminusers_delete_heading()}>
          <p className="muted">{m.adminusers_delete_hint()}</p>
          <form
            onSubmit={submit('delete', {
              title: m.adminusers_delete_confirm({ name }),
              label: m.adminusers_delete_button(),
            })}
          >
            <label className="admin-field">
              <span>{m.adminusers_delete_reason_label()}</span>
              <input name="reason" required maxLength={MODERATION_REASON_MAX} />
            </label>
            <div className="buttons">
              <button className="button button-danger" type="submit" disabled={disabled('delete')}>
                {m.adminusers_delete_button()}
              </button>
            </div>
          </form>
        </Section>
      )}
      {nothing && <p className="muted">{m.adminusers_no_actions()}</p>}
    </div>
  );
}
