import { $unreadCount, refreshUnreadCount, startUnreadPolling } from '@/stores/unreadCount.ts';
import { badgeText } from '@/shared/format/badgeText.ts';

const STREAM_PATH = '/api/user/msg_stream';

function countOf(data: unknown): number | undefined {
  try {
    const count = Number((JSON.parse(String(data)) as { count?: unknown }).count);
    return Number.isFinite(count) && count >= 0 ? Math.floor(count) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Live count over server-sent events (docs/decisions/014); the 30 s poll keeps running beside it
 * as the fallback. The count sent on (re)connect may race the page's own poll, so when the two
 * disagree msg_recent settles it; changes announced later are applied at once.
 */
function startUnreadStream(): () => void {
  if (typeof EventSource === 'undefined') return () => {};
  const source = new EventSource(STREAM_PATH);
  let snapshot = true;
  source.addEventListener('open', () => {
    snapshot = true;
  });
  source.addEventListener('count', (event) => {
    const count = countOf((event as MessageEvent).data);
    if (count === undefined) return;
    if (snapshot) {
      snapshot = false;
      if (count !== $unreadCount.get()) void refreshUnreadCount();
      return;
    }
    $unreadCount.set(count);
  });
  return () => source.close();
}

/** Keeps the bell in step with $unreadCount: badge text, flicker while unread, accessible name. */
export function startMessageNotice(notice: HTMLElement): () => void {
  const badge = notice.querySelector<HTMLElement>('.badge');
  const label = notice.dataset.label ?? '';
  const unreadLabel = notice.dataset.labelUnread ?? label;
  const stopListening = $unreadCount.subscribe((count) => {
    const text = badgeText(count);
    notice.classList.toggle('message-notice-unread', text !== '');
    notice.setAttribute('aria-label', text ? unreadLabel.replace('{count}', text) : label);
    if (badge) {
      badge.textContent = text;
      badge.hidden = text === '';
    }
  });
  const stopPolling = startUnreadPolling();
  const stopStream = startUnreadStream();
  return () => {
    stopListening();
    stopPolling();
    stopStream();
  };
}
