import { useState, type MouseEvent } from 'react';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import { plainClick } from './LoadMoreLink.tsx';

/**
 * A member's own list rendered by its island (favorites, drafts, blocked members): the first page
 * from the server, the next ones from `paths.api?cursor=…` by "Load more" (whose link is the page's own
 * `?cursor=` address, for a click that opens it elsewhere), and rows taken off as the member acts.
 */
export function usePagedList<T>(
  initial: CursorPage<T>,
  paths: { api: string; page: string },
  keyOf: (item: T) => string,
) {
  const [items, setItems] = useState(initial.results);
  const [cursor, setCursor] = useState(initial.hasMore ? initial.cursor : '');
  const [loading, setLoading] = useState(false);
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!plainClick(event)) return;
    event.preventDefault();
    if (loading || !cursor) return;
    setLoading(true);
    apiRequest<CursorPage<T>>(`${paths.api}?cursor=${encodeURIComponent(cursor)}`)
      .then((page) => {
        setItems((shown) => {
          const had = new Set(shown.map(keyOf));
          return [...shown, ...page.results.filter((item) => !had.has(keyOf(item)))];
        });
        setCursor(page.hasMore ? page.cursor : '');
      })
      .catch(reportApiError)
      .finally(() => setLoading(false));
  };

  /** Takes a row off; the last one gone, the page reloads into its empty state (or the rows after). */
  const remove = (key: string) => {
    const left = items.filter((item) => keyOf(item) !== key);
    setItems(left);
    if (left.length === 0) window.location.reload();
  };

  /** Runs a row's action (Delete, Unfavorite…), one at a time per row, reporting a failed request. */
  const act = async (key: string, action: () => Promise<void>) => {
    if (busyKey === key) return;
    setBusyKey(key);
    try {
      await action();
    } catch (error) {
      reportApiError(error);
    } finally {
      setBusyKey(null);
    }
  };

  const nextHref = cursor ? `${paths.page}?cursor=${encodeURIComponent(cursor)}` : '';
  return { items, nextHref, loading, loadMore, remove, busyKey, act };
}

export type PagedList<T> = ReturnType<typeof usePagedList<T>>;
