import { useEffect, useState } from 'react';
import { apiRequest } from '@/shared/api/apiClient.ts';

interface SuggestedTag {
  id: number;
  name: string;
}

const DEBOUNCE_MS = 200;

/** Names from GET /api/tag/suggest?q= as the writer types; none at all if that call fails. */
export function useTagSuggestions(query: string, exclude: readonly string[]): string[] {
  const [names, setNames] = useState<string[]>([]);
  const text = query.trim();
  useEffect(() => {
    if (text === '') {
      setNames([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiRequest<SuggestedTag[] | { results?: SuggestedTag[] }>(
        `/api/tag/suggest?q=${encodeURIComponent(text)}`,
        { signal: controller.signal },
      )
        .then((answer) => {
          const list = Array.isArray(answer) ? answer : (answer.results ?? []);
          setNames(list.map((tag) => tag.name));
        })
        .catch(() => {
          // Suggestions are a convenience: typing a tag still works without them.
          if (!controller.signal.aborted) setNames([]);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  const taken = new Set(exclude.map((name) => name.toLowerCase()));
  return names.filter((name) => !taken.has(name.toLowerCase()));
}
