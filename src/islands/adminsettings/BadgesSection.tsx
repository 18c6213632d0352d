import { m } from '@/i18n/messages.ts';
import { Checkbox, Section } from './SettingsControls.tsx';
import type { SiteSectionProps } from './siteDraft.ts';

/** Badges (decision 083): on by default; off hides them everywhere and stops awarding. */
export function BadgesSection({ draft, edit }: SiteSectionProps) {
  const badges = draft.badges;
  return (
    <Section id="settings-badges" title={m.badges_section()} hint={m.badges_section_hint()}>
      <Checkbox
        id="settings-badges-enabled"
        label={m.badges_enabled()}
        checked={badges.enabled}
        onChange={(checked) => edit('badges', { ...badges, enabled: checked })}
      />
    </Section>
  );
}
