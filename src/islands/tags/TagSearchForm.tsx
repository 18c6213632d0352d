import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { Icon } from '@/islands/ui/Icon.tsx';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { tagCountText } from '@/components/tags/tagCountText.ts';
import { m } from '@/i18n/messages.ts';
import './tagSearchForm.css';

interface TagSearchFormProps {
  query: string;
  /** Where a suggested tag leads, before its id: "/moments/tag/" or "/articles/tag/". */
  tagPathPrefix: string;
}

interface Suggestion {
  id: number;
  name: string;
  momentCount: number;
  articleCount: number;
}

interface Suggestions {
  tags: Suggestion[];
  /** The highlighted option, or -1. */
  active: number;
  open: boolean;
}

const DEBOUNCE_MS = 150;
const LIST_ID = 'tag-search-suggestions';
const CLOSED: Suggestions = { tags: [], active: -1, open: false };

const isSuggestion = (value: unknown): value is Suggestion =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Suggestion).id === 'number' &&
  typeof (value as Suggestion).name === 'string';

/** Shows an answer; a later one for a longer prefix keeps the reader's choice when it still lists that tag. */
function shown(before: Suggestions, found: Suggestion[]): Suggestions {
  if (found.length === 0) return { tags: found, active: -1, open: false };
  const chosenId = before.tags[before.active]?.id;
  return { tags: found, active: found.findIndex((tag) => tag.id === chosenId), open: true };
}

/**
 * The /tags search box. Without JavaScript a GET form that lists the tags starting with the text;
 * hydrated (on the first focus or touch), a combobox suggesting tags as the reader types
 * (GET /api/tag/suggest): the arrow keys walk the options, Enter or a click opens the chosen tag's
 * page, and Enter without a chosen option submits the form.
 */
export function TagSearchForm({ query, tagPathPrefix }: TagSearchFormProps) {
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const request = useRef<AbortController | undefined>(undefined);
  const [list, setList] = useState<Suggestions>(CLOSED);
  const countsArticles = tagPathPrefix.startsWith('/articles/');

  const suggest = async (text: string) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    let found: Suggestion[] = [];
    try {
      const data = await apiRequest<unknown>(`/api/tag/suggest?q=${encodeURIComponent(text)}`, {
        signal: controller.signal,
      });
      found = Array.isArray(data) ? data.filter(isSuggestion) : [];
    } catch {
      // Suggestions are a convenience; the form still searches without them.
    }
    if (!controller.signal.aborted) setList((before) => shown(before, found));
  };

  const typed = (text: string) => {
    window.clearTimeout(timer.current);
    const trimmed = text.trim();
    if (trimmed === '') {
      request.current?.abort();
      setList(CLOSED);
      return;
    }
    timer.current = window.setTimeout(() => void suggest(trimmed), DEBOUNCE_MS);
  };

  // Text typed while the island was hydrating (its focus woke it) gets its suggestions now.
  useEffect(() => {
    const box = input.current;
    if (box && document.activeElement === box && box.value !== query) typed(box.value);
    return () => window.clearTimeout(timer.current);
  }, []); // Once, on hydration.

  useEffect(() => {
    if (list.open && list.active >= 0) {
      document.getElementById(`${LIST_ID}-${list.active}`)?.scrollIntoView({ block: 'nearest' });
    }
  }, [list]);

  const go = (tag: Suggestion) => window.location.assign(`${tagPathPrefix}${tag.id}`);
  const close = () => setList((before) => ({ ...before, active: -1, open: false }));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = list.tags.length;
    const open = list.open && count > 0;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setList({ ...list, open: true, active: (list.active + 1) % count });
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      setList({ ...list, active: list.active <= 0 ? count - 1 : list.active - 1 });
    } else if (event.key === 'Enter' && open && list.active >= 0 && !event.nativeEvent.isComposing) {
      event.preventDefault();
      const chosen = list.tags[list.active];
      if (chosen) go(chosen);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  };

  const submitted = () => {
    window.clearTimeout(timer.current);
    request.current?.abort();
  };

  const activeId = list.open && list.active >= 0 ? `${LIST_ID}-${list.active}` : undefined;
  return (
    <form
      className="tag-search"
      action="/tags"
      method="get"
      role="search"
      data-tag-search=""
      data-tag-path={tagPathPrefix}
      onSubmit={submitted}
    >
      <label className="visually-hidden" htmlFor="tag-search-input">
        {m.tags_search_label()}
      </label>
      <div className="tag-search-box">
        <Icon name="search" size={18} />
        <input
          ref={input}
          id="tag-search-input"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={32}
          autoComplete="off"
          placeholder={m.tags_search_placeholder()}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={list.open}
          aria-controls={LIST_ID}
          aria-activedescendant={activeId}
          onChange={(event: ChangeEvent<HTMLInputElement>) => typed(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <ul
          id={LIST_ID}
          className="tag-search-suggestions"
          role="listbox"
          aria-label={m.tags_search_suggestions()}
          hidden={!list.open}
        >
          {list.tags.map((tag, index) => (
            <li
              key={tag.id}
              id={`${LIST_ID}-${index}`}
              role="option"
              aria-selected={index === list.active}
              data-tag-id={tag.id}
              // Before the input loses focus, which would close the list under the pointer.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(tag)}
            >
              <span>#{tag.name}</span>
              <span className="tag-search-count">
                {countsArticles
                  ? tagCountText('articles', tag.articleCount)
                  : tagCountText('moments', tag.momentCount)}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <button className="button button-primary" type="submit">
        {m.tags_search_submit()}
      </button>
    </form>
  );
}
