import { m } from '@/i18n/messages.ts';
import {
  OFFERED_REACTIONS,
  REACTIONS_ENABLED_MAX,
  type ReactionEmoji,
} from '@/shared/reactions/reactionEmoji.ts';
import { Checkbox, Section } from './SettingsControls.tsx';
import type { SiteSectionProps } from './siteDraft.ts';

/** Emoji reactions beside the like (decision 080): up to 8 of the offered emoji, none by default. */
export function ReactionsSection({ draft, edit, form }: SiteSectionProps) {
  const enabled = draft.reactions;
  const error = form.errorAt('reactions');
  const toggle = (emoji: ReactionEmoji, on: boolean) => {
    // Kept in the offered order, whatever order they were ticked in.
    const next = OFFERED_REACTIONS.filter((one) => (one === emoji ? on : enabled.includes(one)));
    edit('reactions', next);
    form.clear('reactions');
  };
  return (
    <Section
      id="settings-reactions"
      title={m.reactions_section()}
      hint={m.reactions_section_hint({ max: REACTIONS_ENABLED_MAX })}
    >
      <div className="settings-reactions" data-settings-reactions="">
        {OFFERED_REACTIONS.map((emoji, index) => (
          <Checkbox
            key={emoji}
            id={`settings-reaction-${index}`}
            label={emoji}
            checked={enabled.includes(emoji)}
            onChange={(on) => toggle(emoji, on)}
          />
        ))}
      </div>
      {error && <p className="form-field-error">{error}</p>}
    </Section>
  );
}
