import { m } from '@/i18n/messages.ts';
import { NumberField, Section } from './SettingsControls.tsx';
import type { SiteSectionProps } from './siteDraft.ts';

/** The weight of regular members' and staff's flags that hides an item pending review (decision 058). */
export function FlaggingSection({ draft, edit, form }: SiteSectionProps) {
  const flagging = draft.flagging;
  return (
    <Section id="settings-flagging" title={m.flagging_section_title()} hint={m.flagging_section_hint()}>
      <div className="settings-grid">
        <NumberField
          id="settings-flagging-threshold"
          label={m.flagging_hide_threshold()}
          value={flagging.hideThreshold}
          max={100}
          error={form.errors['flagging.hideThreshold']}
          onChange={(value) => {
            edit('flagging', { ...flagging, hideThreshold: value });
            form.clear('flagging.hideThreshold');
          }}
        />
      </div>
    </Section>
  );
}
