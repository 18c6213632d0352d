import { Avatar } from '@/islands/ui/Avatar.tsx';
import type { MentionSuggestion } from '@/shared/mentions/mentionSuggestSchema.ts';
import type { TextareaMentions } from './useTextareaMentions.ts';
import { m } from '@/i18n/messages.ts';
import './mentions.css';

interface MentionListboxProps {
  id: string;
  items: readonly MentionSuggestion[];
  active: number;
  onPick: (item: MentionSuggestion) => void;
  onHover: (index: number) => void;
}

export const mentionOptionId = (listboxId: string, index: number) => `${listboxId}-${index}`;

/** The members offered for an `@` being typed; the text field keeps the focus (aria-activedescendant). */
export function MentionListbox({ id, items, active, onPick, onHover }: MentionListboxProps) {
  return (
    <ul className="mention-listbox" id={id} role="listbox" aria-label={m.mentions_suggest_label()}>
      {items.map((item, index) => (
        <li
          key={item.id}
          id={mentionOptionId(id, index)}
          className="mention-option"
          role="option"
          aria-selected={index === active}
          data-mention-option={item.id}
          // Keeps the focus (and the caret) in the text while the mouse picks.
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(item);
          }}
          onMouseEnter={() => onHover(index)}
        >
          <Avatar user={item} size={24} />
          <span className="mention-option-name">{item.nickname}</span>
          {item.username && <span className="mention-option-username">@{item.username}</span>}
        </li>
      ))}
    </ul>
  );
}

/** The list of a plain-text box with `useTextareaMentions`, while it has members to offer. */
export function TextareaMentionList({ mentions }: { mentions: TextareaMentions }) {
  if (!mentions.open) return null;
  return (
    <MentionListbox
      id={mentions.listboxId}
      items={mentions.items}
      active={mentions.active}
      onPick={mentions.pick}
      onHover={mentions.setActive}
    />
  );
}
