import '@/i18n/clientLocale.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { tagCountText } from './tagCountText.ts';

interface Suggestion {
  id: number;
  name: string;
  momentCount: number;
  articleCount: number;
}

const DEBOUNCE_MS = 150;

const isSuggestion = (value: unknown): value is Suggestion =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Suggestion).id === 'number' &&
  typeof (value as Suggestion).name === 'string';

/**
 * Suggestions under the /tags search box as the reader types (GET /api/tag/suggest): a combobox
 * whose listbox the arrow keys walk; Enter or a click opens the chosen tag's page. Without a
 * chosen option Enter submits the form, which lists the tags starting with the text.
 */
export function attachTagSearch(form: HTMLFormElement): void {
  const input = form.querySelector<HTMLInputElement>('[role="combobox"]');
  const list = form.querySelector<HTMLUListElement>('[role="listbox"]');
  if (!input || !list) return;
  const pathPrefix = form.dataset.tagPath ?? '/moments/tag/';
  const countsArticles = pathPrefix.startsWith('/articles/');
  let suggestions: Suggestion[] = [];
  let active = -1;
  let timer: number | undefined;
  let request: AbortController | undefined;

  const options = () => Array.from(list.querySelectorAll<HTMLLIElement>('[role="option"]'));

  function close(): void {
    list!.hidden = true;
    input!.setAttribute('aria-expanded', 'false');
    input!.removeAttribute('aria-activedescendant');
    active = -1;
  }

  function highlight(index: number): void {
    active = index;
    options().forEach((option, position) => option.setAttribute('aria-selected', String(position === index)));
    const chosen = options()[index];
    if (chosen) {
      input!.setAttribute('aria-activedescendant', chosen.id);
      chosen.scrollIntoView({ block: 'nearest' });
    } else input!.removeAttribute('aria-activedescendant');
  }

  function open(tag: Suggestion): void {
    window.location.assign(`${pathPrefix}${tag.id}`);
  }

  function render(found: Suggestion[]): void {
    // A later answer for a longer prefix keeps the reader's choice when it still lists that tag.
    const chosenId = suggestions[active]?.id;
    suggestions = found;
    list!.replaceChildren(
      ...found.map((tag, index) => {
        const option = document.createElement('li');
        option.id = `${list!.id}-${index}`;
        option.setAttribute('role', 'option');
        option.setAttribute('aria-selected', 'false');
        option.dataset.tagId = String(tag.id);
        const name = document.createElement('span');
        name.textContent = `#${tag.name}`;
        const count = document.createElement('span');
        count.className = 'tag-search-count';
        count.textContent = countsArticles
          ? tagCountText('articles', tag.articleCount)
          : tagCountText('moments', tag.momentCount);
        option.append(name, count);
        // Before the input loses focus, which would close the list under the pointer.
        option.addEventListener('mousedown', (event) => event.preventDefault());
        option.addEventListener('click', () => open(tag));
        return option;
      }),
    );
    if (found.length === 0) return close();
    list!.hidden = false;
    input!.setAttribute('aria-expanded', 'true');
    highlight(found.findIndex((tag) => tag.id === chosenId));
  }

  async function suggest(query: string): Promise<void> {
    request?.abort();
    const controller = new AbortController();
    request = controller;
    try {
      const data = await apiRequest<unknown>(`/api/tag/suggest?q=${encodeURIComponent(query)}`, {
        signal: controller.signal,
      });
      if (!controller.signal.aborted) render(Array.isArray(data) ? data.filter(isSuggestion) : []);
    } catch {
      // Suggestions are a convenience; the form still searches without them.
      if (!controller.signal.aborted) render([]);
    }
  }

  input.addEventListener('input', () => {
    window.clearTimeout(timer);
    const query = input.value.trim();
    if (query === '') {
      request?.abort();
      render([]);
      return;
    }
    timer = window.setTimeout(() => void suggest(query), DEBOUNCE_MS);
  });

  input.addEventListener('keydown', (event) => {
    const count = suggestions.length;
    const shown = !list.hidden && count > 0;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      if (!shown) render(suggestions);
      highlight((active + 1) % count);
    } else if (event.key === 'ArrowUp' && shown) {
      event.preventDefault();
      highlight(active <= 0 ? count - 1 : active - 1);
    } else if (event.key === 'Enter' && shown && active >= 0 && !event.isComposing) {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) open(chosen);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      close();
    }
  });

  input.addEventListener('blur', close);
  form.addEventListener('submit', () => {
    window.clearTimeout(timer);
    request?.abort();
  });
}
