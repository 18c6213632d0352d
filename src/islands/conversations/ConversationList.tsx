import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { ConversationSummary } from '@/shared/conversations/conversationView.ts';
import { CONVERSATIONS_PATH } from '@/shared/conversations/conversationPaths.ts';
import { $conversationUnread } from '@/stores/conversationUnread.ts';
import { ConversationItem } from './ConversationItem.tsx';
import { m } from '@/i18n/messages.ts';
import './conversations.css';

interface ConversationListProps {
  initial: CursorPage<ConversationSummary>;
  viewerId: number;
  timeZone: string;
  renderedAt: number;
  /** What the list shows while it has no conversations (the page's empty state). */
  children?: ReactNode;
}

const fetchPage = (cursor?: string) =>
  apiRequest<CursorPage<ConversationSummary>>(
    `/api/conversation/list${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`,
  );

/** The fresh first page on top, in its order; then every other one shown, in the order it had. */
function withFreshFirst(fresh: ConversationSummary[], shown: ConversationSummary[]): ConversationSummary[] {
  const onTop = new Set(fresh.map((conversation) => conversation.id));
  return [...fresh, ...shown.filter((conversation) => !onTop.has(conversation.id))];
}

/**
 * The member's conversations, latest activity first. Live: when the message stream's unread totals
 * change (a message arrived, or one was read on another page), the first page is fetched again, so
 * a new message moves its conversation to the top with its unread count. "Load more" pages on by
 * cursor (a plain link to the next page without JavaScript).
 */
export default function ConversationList({
  initial,
  viewerId,
  timeZone,
  renderedAt,
  children,
}: ConversationListProps) {
  const [items, setItems] = useState(initial.results);
  const [cursor, setCursor] = useState(initial.hasMore ? initial.cursor : '');
  const [now, setNow] = useState(renderedAt);
  const [loading, setLoading] = useState(false);
  const totals = useStore($conversationUnread);
  const seen = useRef<string | null>(null);

  useEffect(() => {
    if (!totals) return;
    const key = `${totals.conversations}/${totals.messages}`;
    // The stream's first answer is what the page was rendered with.
    if (seen.current === null || seen.current === key) {
      seen.current = key;
      return;
    }
    seen.current = key;
    let current = true;
    fetchPage()
      .then((page) => {
        if (!current) return;
        setItems((shown) => withFreshFirst(page.results, shown));
        setNow(Date.now());
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [totals]);

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (loading || !cursor) return;
    setLoading(true);
    fetchPage(cursor)
      .then((page) => {
        setItems((shown) => [
          ...shown,
          ...page.results.filter((next) => !shown.some((had) => had.id === next.id)),
        ]);
        setCursor(page.hasMore ? page.cursor : '');
      })
      .catch(reportApiError)
      .finally(() => setLoading(false));
  };

  if (items.length === 0) return <>{children}</>;
  return (
    <>
      <ul id="conversation-list" className="card conversation-list" aria-label={m.conversations_list_label()}>
        {items.map((conversation) => (
          <ConversationItem
            key={conversation.id}
            conversation={conversation}
            viewerId={viewerId}
            timeZone={timeZone}
            now={now}
          />
        ))}
      </ul>
      {cursor && (
        <nav className="conversation-load-more" aria-label={m.common_pagination()}>
          <a
            className="button load-more-link"
            href={`${CONVERSATIONS_PATH}?cursor=${encodeURIComponent(cursor)}`}
            rel="next"
            aria-busy={loading || undefined}
            onClick={loadMore}
          >
            {m.common_load_more()}
          </a>
        </nav>
      )}
    </>
  );
}
