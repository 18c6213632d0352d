import type { StreamListeners } from './eventStream.ts';

export interface UnreadStreamHandlers {
  /** The count known on this page now. */
  current: () => number;
  /** A count the server pushed after a change. */
  apply: (count: number) => void;
  /** Asks GET /api/user/msg_recent, which settles a disagreement on (re)connect. */
  refresh: () => void;
  /** The private conversations' unread totals, sent on connect and on every change (decision 036). */
  conversations?: (totals: ConversationTotals) => void;
}

export interface ConversationTotals {
  conversations: number;
  messages: number;
}

export const UNREAD_STREAM_PATH = '/api/user/msg_stream';

function countOf(data: unknown): number | undefined {
  try {
    const count = Number((JSON.parse(String(data)) as { count?: unknown }).count);
    return Number.isFinite(count) && count >= 0 ? Math.floor(count) : undefined;
  } catch {
    return undefined;
  }
}

function conversationTotalsOf(data: unknown): ConversationTotals | undefined {
  try {
    const parsed = JSON.parse(String(data)) as Partial<Record<keyof ConversationTotals, unknown>>;
    const conversations = Number(parsed.conversations);
    const messages = Number(parsed.messages);
    if (!Number.isInteger(conversations) || !Number.isInteger(messages)) return undefined;
    if (conversations < 0 || messages < 0) return undefined;
    return { conversations, messages };
  } catch {
    return undefined;
  }
}

/**
 * Follows the server-sent `count` events (decision 014) on the tab's stream. The count sent on
 * (re)connect may race the page's own requests, so when it disagrees msg_recent settles it; later
 * counts apply at once.
 */
export function unreadStreamListeners(handlers: UnreadStreamHandlers): StreamListeners {
  let snapshot = true;
  return {
    open: () => {
      snapshot = true;
    },
    count: (data) => {
      const count = countOf(data);
      if (count === undefined) return;
      if (snapshot) {
        snapshot = false;
        if (count !== handlers.current()) handlers.refresh();
        return;
      }
      handlers.apply(count);
    },
    conversations: (data) => {
      const totals = conversationTotalsOf(data);
      if (totals) handlers.conversations?.(totals);
    },
  };
}
