import { useState, type FormEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { badgeHandSchema } from '@/shared/badges/badgeSchemas.ts';
import { FormField } from '@/islands/ui/FormField.tsx';
import { showToast } from '@/stores/toasts.ts';
import { Section } from '@/islands/adminsettings/SettingsControls.tsx';
import { useSettingsForm } from '@/islands/adminsettings/useSettingsForm.ts';
import { SettingsFormFrame } from '@/islands/adminsettings/SettingsFormFrame.tsx';
import '@/islands/adminsettings/settingsForm.css';

interface BadgeOption {
  slug: string;
  name: string;
}

type HandAction = 'award' | 'revoke';

/** The owner awards a badge to a member by username, or revokes one (/admin/badges, decision 083). */
export default function BadgeHandForm({ badges }: { badges: BadgeOption[] }) {
  const [draft, setDraft] = useState({ username: '', slug: badges[0]?.slug ?? '', reason: '' });
  const form = useSettingsForm();

  async function act(action: HandAction) {
    await form.submit(badgeHandSchema, draft, async (values) => {
      await apiRequest<null>(`/api/admin/badges/${action}`, { body: values });
      setDraft((current) => ({ ...current, reason: '' }));
      showToast('success', action === 'award' ? m.badges_admin_awarded() : m.badges_admin_revoked());
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void act('award');
  }

  return (
    <SettingsFormFrame marker="data-badge-hand-form" onSubmit={onSubmit}>
      <Section id="badge-hand" title={m.badges_admin_title()} hint={m.badges_admin_hint()}>
        <div className="settings-grid">
          <FormField
            id="badge-hand-username"
            label={m.badges_admin_username()}
            error={form.errorAt('username')}
            value={draft.username}
            autoComplete="off"
            onChange={(event) => {
              setDraft({ ...draft, username: event.target.value });
              form.clear('username');
            }}
          />
          <div className="form-field">
            <label htmlFor="badge-hand-slug">{m.badges_admin_badge()}</label>
            <select
              className="form-control"
              id="badge-hand-slug"
              value={draft.slug}
              onChange={(event) => {
                setDraft({ ...draft, slug: event.target.value });
                form.clear('slug');
              }}
            >
              {badges.map((badge) => (
                <option key={badge.slug} value={badge.slug}>
                  {badge.name}
                </option>
              ))}
            </select>
            {form.errorAt('slug') && <p className="form-field-error">{form.errorAt('slug')}</p>}
          </div>
          <FormField
            id="badge-hand-reason"
            label={m.badges_admin_reason()}
            error={form.errorAt('reason')}
            value={draft.reason}
            maxLength={200}
            onChange={(event) => setDraft({ ...draft, reason: event.target.value })}
          />
        </div>
        <div className="settings-actions">
          <button type="submit" className="button button-primary" disabled={form.busy}>
            {m.badges_admin_award()}
          </button>
          <button type="button" className="button" disabled={form.busy} onClick={() => void act('revoke')}>
            {m.badges_admin_revoke()}
          </button>
        </div>
      </Section>
    </SettingsFormFrame>
  );
}
