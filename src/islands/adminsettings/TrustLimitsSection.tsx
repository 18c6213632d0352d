import { m } from '@/i18n/messages.ts';
import type { LevelLimits, TrustConfig } from '@/shared/trust/trustConfig.ts';
import { Section } from './SettingsControls.tsx';
import type { SiteSectionProps } from './siteDraft.ts';
import './trustLimits.css';

type LevelKey = keyof TrustConfig['limits'];

const LEVELS: readonly { key: LevelKey; label: () => string }[] = [
  { key: 'new', label: m.trustlimits_level_new },
  { key: 'member', label: m.trustlimits_level_member },
  { key: 'regular', label: m.trustlimits_level_regular },
];

// The ceilings are the schema's (trustConfig.ts); the browser's own check only stops what it would refuse.
const LIMITS: readonly { key: keyof LevelLimits; label: () => string; max: number }[] = [
  { key: 'linksPerPost', label: m.trustlimits_settings_links, max: 1000 },
  { key: 'imagesPerPost', label: m.trustlimits_settings_images, max: 1000 },
  { key: 'mentionsPerPost', label: m.trustlimits_settings_mentions, max: 1000 },
  { key: 'postsPerDay', label: m.trustlimits_settings_posts_per_day, max: 100_000 },
  { key: 'strangerConversationsPerDay', label: m.trustlimits_settings_strangers, max: 1000 },
  { key: 'editMinutes', label: m.trustlimits_settings_edit_minutes, max: 60 * 24 * 365 },
];

/** An empty field is no limit (null); anything else is the number typed, checked by the schema. */
function limitOf(input: HTMLInputElement): number | null {
  return input.value.trim() === '' ? null : input.valueAsNumber;
}

/** What each trust level may do (decision 057): three levels by six limits, empty for no limit. */
export function TrustLimitsSection({ draft, edit, form }: SiteSectionProps) {
  const trust = draft.trust;
  function setLimit(level: LevelKey, key: keyof LevelLimits, value: number | null) {
    edit('trust', {
      ...trust,
      limits: { ...trust.limits, [level]: { ...trust.limits[level], [key]: value } },
    });
    form.clear(`trust.limits.${level}.${key}`);
  }
  return (
    <Section
      id="settings-trust-limits"
      title={m.trustlimits_settings_title()}
      hint={m.trustlimits_settings_hint()}
    >
      <table className="trust-limits">
        <thead>
          <tr>
            <th scope="col">{m.trustlimits_settings_limit()}</th>
            {LEVELS.map((level) => (
              <th scope="col" key={level.key} id={`trust-limits-level-${level.key}`}>
                {level.label()}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LIMITS.map((limit) => (
            <tr key={limit.key}>
              <th scope="row" id={`trust-limits-row-${limit.key}`}>
                {limit.label()}
              </th>
              {LEVELS.map((level) => {
                const id = `trust-limits-${level.key}-${limit.key}`;
                const value = trust.limits[level.key][limit.key];
                const error = form.errors[`trust.limits.${level.key}.${limit.key}`];
                return (
                  <td key={level.key}>
                    <input
                      id={id}
                      className="form-control"
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={limit.max}
                      step={1}
                      placeholder={m.trustlimits_settings_no_limit()}
                      value={value === null || Number.isNaN(value) ? '' : value}
                      aria-labelledby={`trust-limits-row-${limit.key} trust-limits-level-${level.key}`}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? `${id}-error` : undefined}
                      onChange={(event) => setLimit(level.key, limit.key, limitOf(event.target))}
                    />
                    {error && (
                      <p className="form-field-error" id={`${id}-error`}>
                        {error}
                      </p>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}
