import { m } from '@/i18n/messages.ts';
import { SIGNUP_MODES } from '@/shared/trust/trustConfig.ts';
import { NumberField, Section } from './SettingsControls.tsx';
import type { SiteSectionProps } from './siteDraft.ts';

type SignupMode = (typeof SIGNUP_MODES)[number];

const MODE_LABELS: Record<SignupMode, () => string> = {
  open: m.signupdefence_mode_open,
  invitation: m.signupdefence_mode_invitation,
  approval: m.signupdefence_mode_approval,
};

/** How people join (issue 40): the sign-up mode, the least form time and the daily accounts per address. */
export function SignupSection({ draft, edit, form }: SiteSectionProps) {
  const signup = draft.signup;
  return (
    <Section
      id="settings-signup"
      title={m.signupdefence_settings_title()}
      hint={m.signupdefence_settings_hint()}
    >
      <div className="settings-grid">
        <div className="form-field">
          <label htmlFor="settings-signup-mode">{m.signupdefence_settings_mode()}</label>
          <select
            className="form-control"
            id="settings-signup-mode"
            value={signup.mode}
            onChange={(event) => edit('signup', { ...signup, mode: event.target.value as SignupMode })}
          >
            {SIGNUP_MODES.map((value) => (
              <option key={value} value={value}>
                {MODE_LABELS[value]()}
              </option>
            ))}
          </select>
        </div>
        <NumberField
          id="settings-signup-min-form-seconds"
          label={m.signupdefence_settings_min_form_seconds()}
          value={signup.minFormSeconds}
          max={600}
          error={form.errors['signup.minFormSeconds']}
          onChange={(value) => {
            edit('signup', { ...signup, minFormSeconds: value });
            form.clear('signup.minFormSeconds');
          }}
        />
        <NumberField
          id="settings-signup-per-day"
          label={m.signupdefence_settings_per_day()}
          value={signup.accountsPerAddressPerDay}
          max={10_000}
          error={form.errors['signup.accountsPerAddressPerDay']}
          onChange={(value) => {
            edit('signup', { ...signup, accountsPerAddressPerDay: value });
            form.clear('signup.accountsPerAddressPerDay');
          }}
        />
      </div>
    </Section>
  );
}
