import { m } from '@/i18n/messages.ts';
import { MENTIONS_PER_ITEM_CEILING } from '@/shared/mentions/mentionLimits.ts';
import { NumberField, Section } from './SettingsControls.tsx';
import type { SiteSectionProps } from './siteDraft.ts';

/** How many members one moment, article, comment or conversation message may mention (decision 037). */
export function MentionsSection({ draft, edit, form }: SiteSectionProps) {
  const mentions = draft.mentions;
  return (
    <Section id="settings-mentions" title={m.mentions_settings_title()} hint={m.mentions_settings_hint()}>
      <div className="settings-grid">
        <NumberField
          id="settings-mentions-max"
          label={m.mentions_settings_max_per_item()}
          value={mentions.maxPerItem}
          max={MENTIONS_PER_ITEM_CEILING}
          error={form.errors['mentions.maxPerItem']}
          onChange={(value) => {
            edit('mentions', { ...mentions, maxPerItem: value });
            form.clear('mentions.maxPerItem');
          }}
        />
      </div>
    </Section>
  );
}
