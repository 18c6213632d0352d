import { m } from '@/paraglide/messages.js';
import '@/i18n/clientLocale.ts';
import { showToast } from '@/stores/toasts.ts';

/**
 * Progressive "load more": the link is a crawlable next-page URL; with JavaScript, clicking it
 * fetches that page, appends its list items here and takes over its next link.
 */
export async function loadNextPage(link: HTMLAnchorElement): Promise<void> {
  const listId = link.dataset.loadMore;
  const list = listId ? document.getElementById(listId) : null;
  if (!list || link.getAttribute('aria-busy') === 'true') return;
  link.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(link.href, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const nextList = page.getElementById(list.id);
    if (nextList) list.append(...Array.from(nextList.children).map((item) => document.adoptNode(item)));
    const nextLink = page.querySelector<HTMLAnchorElement>(`a[data-load-more="${list.id}"]`);
    if (nextLink) {
      link.href = nextLink.href;
      link.removeAttribute('aria-busy');
    } else {
      link.closest('.load-more')?.remove();
    }
  } catch {
    link.removeAttribute('aria-busy');
    showToast('error', m.common_load_more_failed());
  }
}

export function enhanceLoadMore(root: Document): void {
  root.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>('a[data-load-more]');
    if (
      !link ||
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    void loadNextPage(link);
  });
}
