import { Dropdown } from '@/islands/ui/Dropdown.tsx';
import { Icon } from '@/islands/ui/Icon.tsx';
import type { ReactionEmoji } from '@/shared/reactions/reactionEmoji.ts';
import { m } from '@/i18n/messages.ts';
import './reactionBar.css';

interface ReactionPickerProps {
  enabled: readonly ReactionEmoji[];
  /** The viewer's emoji now, shown on the trigger. */
  current: ReactionEmoji | undefined;
  onPick: (emoji: ReactionEmoji) => void;
}

/** The "add reaction" button and its menu of the enabled emoji (keyboard and Escape: useDropdown). */
export default function ReactionPicker({ enabled, current, onPick }: ReactionPickerProps) {
  return (
    <Dropdown
      className="reaction-picker"
      triggerClassName="reaction-button reaction-add"
      triggerLabel={m.reactions_add()}
      align="start"
      trigger={current ? <span aria-hidden="true">{current}</span> : <Icon name="plus" size={16} />}
      items={enabled.map((emoji) => ({
        key: emoji,
        label: (
          <>
            <span aria-hidden="true">{emoji}</span>
            <span className="visually-hidden">{m.reactions_react_with({ emoji })}</span>
          </>
        ),
        current: emoji === current,
        onSelect: () => onPick(emoji),
      }))}
    />
  );
}
