import { m } from '@/i18n/messages.ts';
import type { TrustThreshold } from '@/shared/trust/trustConfig.ts';
import { Checkbox, NumberField, Section } from './SettingsControls.tsx';
import type { SiteSectionProps } from './siteDraft.ts';
import './trustSection.css';

type LevelKey = 'member' | 'regular';

// Each figure with its label and its schema's ceiling (trustConfig.ts).
const FIGURES: Array<{ key: keyof TrustThreshold; label: () => string; max: number }> = [
  { key: 'daysSinceSignup', label: m.trust_settings_days_since_signup, max: 3650 },
  { key: 'posts', label: m.trust_settings_posts, max: 100_000 },
  { key: 'likesReceived', label: m.trust_settings_likes, max: 1_000_000 },
  { key: 'daysVisited', label: m.trust_settings_days_visited, max: 3650 },
  { key: 'score', label: m.trust_settings_score, max: 10_000_000 },
  { key: 'maxFlagsUpheld', label: m.trust_settings_max_flags, max: 1000 },
];

const LEVEL_TITLES: Record<LevelKey, () => string> = {
  member: m.trust_settings_member,
  regular: m.trust_settings_regular,
};

/** What a member must have done to earn each level, and whether links of regulars are followed (issue 40). */
export function TrustSection({ draft, edit, form }: SiteSectionProps) {
  const trust = draft.trust;
  return (
    <Section id="settings-trust" title={m.trust_settings_title()} hint={m.trust_settings_hint()}>
      {(['member', 'regular'] as const).map((level) => (
        <fieldset className="settings-trust-level" key={level}>
          <legend>{LEVEL_TITLES[level]()}</legend>
          <div className="settings-grid">
            {FIGURES.map((figure) => {
              const path = `trust.${level}.${figure.key}`;
              return (
                <NumberField
                  key={figure.key}
                  id={`settings-trust-${level}-${figure.key}`}
                  label={figure.label()}
                  value={trust[level][figure.key]}
                  max={figure.max}
                  error={form.errors[path]}
                  onChange={(value) => {
                    edit('trust', { ...trust, [level]: { ...trust[level], [figure.key]: value } });
                    form.clear(path);
                  }}
                />
              );
            })}
          </div>
        </fieldset>
      ))}
      <Checkbox
        id="settings-trust-follow-regular-links"
        label={m.trust_settings_follow_regular_links()}
        checked={trust.followRegularLinks}
        onChange={(checked) => edit('trust', { ...trust, followRegularLinks: checked })}
      />
      <p className="settings-hint">{m.trust_settings_follow_hint()}</p>
    </Section>
  );
}
