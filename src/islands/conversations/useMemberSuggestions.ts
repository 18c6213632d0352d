import { useEffect, useState } from 'react';
import { apiRequest } from '@/shared/api/apiClient.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';

const DEBOUNCE_MS = 200;

/** Members whose username or nickname starts with the text, asked once typing pauses. */
export function useMemberSuggestions(text: string): { suggestions: PublicAuthor[]; searched: string } {
  const [result, setResult] = useState<{ suggestions: PublicAuthor[]; searched: string }>({
    suggestions: [],
    searched: '',
  });
  useEffect(() => {
    const query = text.trim();
    if (!query) {
      setResult({ suggestions: [], searched: '' });
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      apiRequest<PublicAuthor[]>(`/api/conversation/members?q=${encodeURIComponent(query)}`, {
        signal: controller.signal,
      })
        .then((suggestions) => setResult({ suggestions, searched: query }))
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text]);
  return result;
}
