import { atom } from 'nanostores';
import { apiRequest } from '@/shared/api/apiClient.ts';

/** Unread messages of the signed-in user (GET /api/user/msg_recent). */
export const $unreadCount = atom(0);

const UNREAD_POLL_MS = 30_000;

export async function refreshUnreadCount(): Promise<void> {
  try {
    const data = await apiRequest<{ count?: unknown } | null>('/api/user/msg_recent');
    const count = Number(data?.count ?? 0);
    $unreadCount.set(Number.isFinite(count) && count > 0 ? Math.floor(count) : 0);
  } catch {
    // A failed poll keeps the last known count; the next poll tries again.
  }
}

/**
 * Polls every 30 s while the tab is visible, and at once when it becomes visible again. The first
 * count comes with the page's viewer state (src/stores/viewer.ts), so it does not poll at start.
 */
export function startUnreadPolling(): () => void {
  const poll = () => {
    if (document.visibilityState === 'visible') void refreshUnreadCount();
  };
  const onVisibility = () => poll();
  const timer = window.setInterval(poll, UNREAD_POLL_MS);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
