import { m } from '@/i18n/messages.ts';
import { Checkbox, Section } from './SettingsControls.tsx';
import type { SiteSectionProps } from './siteDraft.ts';

/** Whether watched moments, articles, tags, nodes and members send messages (decision 038). */
export function WatchingSection({ draft, edit }: SiteSectionProps) {
  const watching = draft.watching;
  return (
    <Section
      id="settings-watching"
      title={m.adminsettings_section_watching()}
      hint={m.adminsettings_watching_hint()}
    >
      <Checkbox
        id="settings-watching-notices"
        label={m.adminsettings_watching_notices()}
        checked={watching.notices}
        onChange={(checked) => edit('watching', { ...watching, notices: checked })}
      />
    </Section>
  );
}
