import { m } from '@/i18n/messages.ts';
import { Checkbox, NumberField, Section } from './SettingsControls.tsx';
import type { SiteSectionProps } from './siteDraft.ts';

const CONVERSATION_MEMBERS_MAX = 50;

/** Private conversations on or off, and how many other members one may include (decision 036). */
export function ConversationsSection({ draft, edit, form }: SiteSectionProps) {
  const conversations = draft.conversations;
  return (
    <Section
      id="settings-conversations"
      title={m.conversations_settings_section()}
      hint={m.conversations_settings_hint()}
    >
      <Checkbox
        id="settings-conversations-enabled"
        label={m.conversations_settings_enabled()}
        checked={conversations.enabled}
        onChange={(enabled) => edit('conversations', { ...conversations, enabled })}
      />
      <div className="settings-grid">
        <NumberField
          id="settings-conversations-max"
          label={m.conversations_settings_max_members()}
          value={conversations.maxMembers}
          min={1}
          max={CONVERSATION_MEMBERS_MAX}
          error={form.errors['conversations.maxMembers']}
          onChange={(value) => {
            edit('conversations', { ...conversations, maxMembers: value });
            form.clear('conversations.maxMembers');
          }}
        />
      </div>
    </Section>
  );
}
