import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { MOMENT_TAGS_MAX, TAG_NAME_MAX } from '@/shared/moments/momentLimits.ts';
import { normalizeTagNames } from '@/shared/moments/tagNames.ts';
import { Icon } from '@/islands/ui/Icon.tsx';
import { fetchTagSuggestions } from './tagSuggestions.ts';

interface TagInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
}

const SUGGEST_DELAY_MS = 200;

/** Up to three tags as removable chips; Enter or a comma adds the typed one, with suggestions of existing tags. */
export function TagInput({ tags, onChange, error }: TagInputProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState('');
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const full = tags.length >= MOMENT_TAGS_MAX;

  useEffect(() => {
    const query = text.trim();
    if (query === '' || full) {
      setSuggestions([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void fetchTagSuggestions(query, controller.signal).then((names) => {
        if (controller.signal.aborted) return;
        const taken = new Set(tags.map((tag) => tag.toLowerCase()));
        setSuggestions(names.filter((name) => !taken.has(name.toLowerCase())));
        setActive(-1);
      });
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, tags, full]);

  function add(name: string): void {
    const [clean] = normalizeTagNames([name]);
    setText('');
    setSuggestions([]);
    if (!clean) return;
    if ([...clean].length > TAG_NAME_MAX) {
      setProblem(m.moments_tag_too_long({ max: String(TAG_NAME_MAX) }));
      return;
    }
    const next = normalizeTagNames([...tags, clean]);
    if (next.length > MOMENT_TAGS_MAX) {
      setProblem(m.moments_tags_too_many({ max: String(MOMENT_TAGS_MAX) }));
      return;
    }
    setProblem('');
    onChange(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    const open = suggestions.length > 0;
    if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      setActive((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' || event.key === ',' || event.key === '，') {
      // The Enter that ends an input method's composition only commits the typed characters.
      if (event.nativeEvent.isComposing) return;
      event.preventDefault();
      add(active >= 0 && suggestions[active] ? suggestions[active] : text);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setSuggestions([]);
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  }

  const message = error || problem;
  const listId = `${id}-suggestions`;
  const open = suggestions.length > 0;
  return (
    <div className="form-field composer-tags">
      <label htmlFor={`${id}-input`}>{m.moments_field_tags()}</label>
      <div className="tag-box composer-tag-box" data-invalid={message ? '' : undefined}>
        <ul className="composer-tag-list" aria-label={m.moments_field_tags()}>
          {tags.map((tag) => (
            <li key={tag} className="composer-tag">
              <span>{tag}</span>
              <button
                type="button"
                aria-label={m.moments_tag_remove({ name: tag })}
                onClick={() => onChange(tags.filter((item) => item !== tag))}
              >
                <Icon name="close" size={12} />
              </button>
            </li>
          ))}
        </ul>
        {!full && (
          <input
            id={`${id}-input`}
            className="composer-tag-input"
            value={text}
            maxLength={TAG_NAME_MAX + 8}
            placeholder={m.moments_tags_placeholder()}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            onBlur={() => text.trim() !== '' && add(text)}
          />
        )}
        {open && (
          <ul
            className="tag-suggestions composer-suggestions"
            id={listId}
            role="listbox"
            aria-label={m.moments_tag_suggestions()}
          >
            {suggestions.map((name, index) => (
              <li
                key={name}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                // Before the input's blur, which would add the typed text instead.
                onMouseDown={(event) => {
                  event.preventDefault();
                  add(name);
                }}
              >
                {name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="form-field-hint" id={`${id}-hint`}>
        {m.moments_tags_hint({ max: String(MOMENT_TAGS_MAX) })}
      </p>
      {message && (
        <p className="form-field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
