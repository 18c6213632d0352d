import { useState, type KeyboardEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import { ARTICLE_TAGS_MAX, ARTICLE_TAG_NAME_MAX } from '@/shared/articles/articleLimits.ts';
import { useTagSuggestions } from './useTagSuggestions.ts';

interface TagsInputProps {
  value: string[];
  onChange: (tags: string[]) => void;
  error?: string | undefined;
}

const LIST_ID = 'article-tag-suggestions';

/** Tag chips plus a text box: Enter or comma adds, Backspace on empty removes the last; suggestions below. */
export function TagsInput({ value, onChange, error }: TagsInputProps) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const full = value.length >= ARTICLE_TAGS_MAX;
  const suggestions = useTagSuggestions(full ? '' : text, value);
  const showList = open && suggestions.length > 0;

  function add(raw: string) {
    const name = raw.trim().slice(0, ARTICLE_TAG_NAME_MAX);
    setText('');
    setActive(-1);
    if (name === '' || full) return;
    if (value.some((tag) => tag.toLowerCase() === name.toLowerCase())) return;
    onChange([...value, name]);
  }

  function remove(index: number) {
    onChange(value.filter((_, position) => position !== index));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' && suggestions.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length > 0) {
      event.preventDefault();
      setActive((current) => (current <= 0 ? suggestions.length - 1 : current - 1));
    } else if (event.key === 'Enter' || event.key === ',' || event.key === '，') {
      if (event.nativeEvent.isComposing) return;
      event.preventDefault();
      add(showList && active >= 0 ? (suggestions[active] ?? text) : text);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      remove(value.length - 1);
    }
  }

  const describedBy = ['article-tags-hint', error ? 'article-tags-error' : ''].filter(Boolean).join(' ');
  return (
    <div className="composer-field">
      <label className="composer-label" htmlFor="article-tags-input">
        {m.articles_field_tags()}
      </label>
      <div className="tag-box article-tags-input" data-invalid={error ? 'true' : undefined}>
        <ul className="article-tags-input-chips">
          {value.map((tag, index) => (
            <li key={tag} className="article-tags-input-chip">
              <span>#{tag}</span>
              <button
                type="button"
                aria-label={m.articles_tag_remove({ name: tag })}
                onClick={() => remove(index)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <input
          id="article-tags-input"
          type="text"
          role="combobox"
          aria-expanded={showList}
          aria-controls={LIST_ID}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${LIST_ID}-${active}` : undefined}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          autoComplete="off"
          maxLength={ARTICLE_TAG_NAME_MAX}
          placeholder={
            full ? m.articles_tags_full({ max: String(ARTICLE_TAGS_MAX) }) : m.articles_tags_placeholder()
          }
          disabled={full}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            if (text.trim() !== '') add(text);
          }}
        />
        <ul
          id={LIST_ID}
          className="tag-suggestions article-tags-input-suggestions"
          role="listbox"
          aria-label={m.articles_tag_suggestions()}
          hidden={!showList}
        >
          {suggestions.map((name, index) => (
            <li
              key={name}
              id={`${LIST_ID}-${index}`}
              role="option"
              aria-selected={index === active}
              onMouseDown={(event) => {
                event.preventDefault();
                add(name);
              }}
            >
              #{name}
            </li>
          ))}
        </ul>
      </div>
      <p className="form-field-hint" id="article-tags-hint">
        {m.articles_tags_hint({ max: String(ARTICLE_TAGS_MAX), length: String(ARTICLE_TAG_NAME_MAX) })}
      </p>
      {error && (
        <p className="form-field-error" id="article-tags-error">
          {error}
        </p>
      )}
    </div>
  );
}
