import { useId, useState, type KeyboardEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';
import { Avatar } from '@/islands/ui/Avatar.tsx';
import { Icon } from '@/islands/ui/Icon.tsx';
import { useMemberSuggestions } from './useMemberSuggestions.ts';

interface MemberPickerProps {
  chosen: PublicAuthor[];
  max: number;
  onChange: (chosen: PublicAuthor[]) => void;
}

const nameOf = (member: PublicAuthor) => member.nickname || member.username || `#${member.id}`;

/** Choosing members by username or nickname (any script), with suggestions as one types: a combobox. */
export function MemberPicker({ chosen, max, onChange }: MemberPickerProps) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const { suggestions, searched } = useMemberSuggestions(text);
  const open = text.trim() !== '' && searched === text.trim();
  const offered = suggestions.filter((member) => !chosen.some((picked) => picked.id === member.id));
  const full = chosen.length >= max;

  function pick(member: PublicAuthor) {
    if (full) return;
    onChange([...chosen, member]);
    setText('');
    setActive(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!open || offered.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + offered.length) % offered.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const member = offered[Math.min(active, offered.length - 1)];
      if (member) pick(member);
    } else if (event.key === 'Escape') {
      setText('');
    }
  }

  return (
    <div className="member-picker" data-member-picker="">
      <ul className="member-picker-chips" aria-label={m.conversations_members_chosen()}>
        {chosen.map((member) => (
          <li key={member.id} className="member-picker-chip" data-chosen={member.id}>
            <Avatar user={member} size={24} />
            <span>{nameOf(member)}</span>
            <button
              type="button"
              aria-label={m.conversations_remove_member({ name: nameOf(member) })}
              onClick={() => onChange(chosen.filter((picked) => picked.id !== member.id))}
            >
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
      </ul>
      <label className="form-field">
        <span>{m.conversations_members_label()}</span>
        <input
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && offered.length > 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          placeholder={m.conversations_member_search()}
          value={text}
          disabled={full}
          maxLength={40}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          data-member-search=""
        />
      </label>
      <p className="member-picker-hint">{m.conversations_member_hint({ limit: String(max) })}</p>
      {open && (
        <ul id={listId} role="listbox" className="member-picker-suggestions" data-suggestions="">
          {offered.length === 0 ? (
            <li role="option" aria-disabled="true" aria-selected="false">
              {m.conversations_no_suggestions()}
            </li>
          ) : (
            offered.map((member, index) => (
              <li
                key={member.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                data-suggestion={member.id}
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(member);
                }}
              >
                <Avatar user={member} size={24} />
                <span>{nameOf(member)}</span>
                {member.username && <span className="member-picker-username">@{member.username}</span>}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
