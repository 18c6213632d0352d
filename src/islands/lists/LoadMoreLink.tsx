import type { MouseEvent } from 'react';
import { m } from '@/i18n/messages.ts';
import './loadMore.css';

interface LoadMoreLinkProps {
  /** The next page's crawlable URL. */
  href: string;
  /** The id of the list it extends. */
  listId: string;
  busy: boolean;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Whether a click on a link is a plain one (no modifier: those open a new tab). */
export const plainClick = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey;

/** "Load more" under a list: a link to the next page, which the island's click handler loads in place. */
export function LoadMoreLink({ href, listId, busy, onClick }: LoadMoreLinkProps) {
  return (
    <nav className="load-more" aria-label={m.common_pagination()}>
      <a
        className="button load-more-link"
        href={href}
        rel="next"
        data-load-more={listId}
        data-hold-click=""
        aria-busy={busy || undefined}
        onClick={onClick}
      >
        {m.common_load_more()}
      </a>
    </nav>
  );
}
