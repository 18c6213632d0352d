import { useState, type MouseEvent } from 'react';
import { showToast } from '@/stores/toasts.ts';
import { LoadMoreLink, plainClick } from './LoadMoreLink.tsx';
import { m } from '@/i18n/messages.ts';

interface LoadMoreProps {
  /** The next page's URL (same page with ?cursor=…). */
  nextHref: string;
  /** The id of the server-rendered element whose children are the list items. */
  listId: string;
}

/** The next page's list items (adopted into this document) and its own next link, if any. */
async function fetchNextPage(href: string, listId: string): Promise<{ items: Node[]; next: string }> {
  const response = await fetch(href, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  const list = page.getElementById(listId);
  const items = list ? Array.from(list.children).map((item) => document.adoptNode(item)) : [];
  const next = page.querySelector(`a[data-load-more="${CSS.escape(listId)}"]`)?.getAttribute('href') ?? '';
  return { items, next };
}

/**
 * Progressive "Load more" under a server-rendered list (moments, articles, comments, results …):
 * the link is the crawlable next page; a plain click fetches that page, appends its items to the
 * list and takes over its next link. The items stay the server's markup (with their own islands),
 * so this island renders the link only. The link is marked to be held: a click made before
 * hydration does not leave the page but is replayed once the island is ready.
 */
export function LoadMore({ nextHref, listId }: LoadMoreProps) {
  const [href, setHref] = useState(nextHref);
  const [busy, setBusy] = useState(false);

  const loadNext = (event: MouseEvent<HTMLAnchorElement>) => {
    const list = document.getElementById(listId);
    if (!list || !plainClick(event)) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    fetchNextPage(href, listId)
      .then(({ items, next }) => {
        list.append(...items);
        setHref(next);
      })
      .catch(() => showToast('error', m.common_load_more_failed()))
      .finally(() => setBusy(false));
  };

  if (!href) return null;
  return <LoadMoreLink href={href} listId={listId} busy={busy} onClick={loadNext} />;
}
