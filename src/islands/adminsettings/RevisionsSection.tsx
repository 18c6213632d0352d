import { m } from '@/i18n/messages.ts';
import {
  REVISION_HISTORY_VISIBILITY,
  type RevisionHistoryVisibility,
} from '@/shared/revisions/historyVisibility.ts';
import { NumberField, Section } from './SettingsControls.tsx';
import type { SiteSectionProps } from './siteDraft.ts';

const VISIBILITY_LABELS: Record<RevisionHistoryVisibility, () => string> = {
  everyone: m.adminsettings_revisions_visibility_everyone,
  staff: m.adminsettings_revisions_visibility_staff,
};

/** The authors' grace period and who may read the edit history (decision 034). */
export function RevisionsSection({ draft, edit, form }: SiteSectionProps) {
  const revisions = draft.revisions;
  return (
    <Section
      id="settings-revisions"
      title={m.adminsettings_section_revisions()}
      hint={m.adminsettings_revisions_hint()}
    >
      <div className="settings-grid">
        <NumberField
          id="settings-revisions-grace"
          label={m.adminsettings_revisions_grace_minutes()}
          value={revisions.graceMinutes}
          max={24 * 60}
          error={form.errors['revisions.graceMinutes']}
          onChange={(value) => {
            edit('revisions', { ...revisions, graceMinutes: value });
            form.clear('revisions.graceMinutes');
          }}
        />
        <div className="form-field">
          <label htmlFor="settings-revisions-visibility">{m.adminsettings_revisions_visibility()}</label>
          <select
            className="form-control"
            id="settings-revisions-visibility"
            value={revisions.historyVisibility}
            onChange={(event) =>
              edit('revisions', {
                ...revisions,
                historyVisibility: event.target.value as RevisionHistoryVisibility,
              })
            }
          >
            {REVISION_HISTORY_VISIBILITY.map((value) => (
              <option key={value} value={value}>
                {VISIBILITY_LABELS[value]()}
              </option>
            ))}
          </select>
        </div>
      </div>
    </Section>
  );
}
