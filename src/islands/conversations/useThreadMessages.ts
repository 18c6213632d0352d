import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $conversationUnread } from '@/stores/conversationUnread.ts';
import { $liveUnreadCount } from '@/stores/unreadFeed.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { ConversationMessageView, MessageReaction } from '@/shared/conversations/conversationView.ts';
import { fetchNewer, fetchOlder, markRead, type ThreadPage } from './threadApi.ts';

/** Merges pages by id, oldest first: a message fetched twice (live and after sending) shows once. */
function merged(list: ConversationMessageView[], more: ConversationMessageView[]): ConversationMessageView[] {
  const byId = new Map(list.map((message) => [message.id, message]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/**
 * The thread's messages: the server's first page, older pages on demand, and new ones whenever the
 * message stream says the viewer's unread totals changed (decision 036); what arrives is marked read.
 */
export function useThreadMessages(conversationId: number, initial: ThreadPage) {
  const [messages, setMessages] = useState(initial.messages);
  const [hasOlder, setHasOlder] = useState(initial.hasOlder);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const latest = useRef(initial.messages.at(-1)?.id ?? 0);
  const fetching = useRef<Promise<void> | null>(null);
  useStore($liveUnreadCount);
  const totals = useStore($conversationUnread);

  const pullNewer = useCallback(async () => {
    // One pull at a time; a change during a pull is caught by the pull that follows it.
    while (fetching.current) await fetching.current;
    const run = (async () => {
      const page = await fetchNewer(conversationId, latest.current);
      if (page.messages.length === 0) return;
      latest.current = Math.max(latest.current, ...page.messages.map((message) => message.id));
      setMessages((list) => merged(list, page.messages));
      await markRead(conversationId);
    })();
    fetching.current = run.finally(() => {
      fetching.current = null;
    });
    await fetching.current;
  }, [conversationId]);

  useEffect(() => {
    if (totals && totals.messages > 0) pullNewer().catch(() => undefined);
  }, [totals, pullNewer]);

  const loadOlder = useCallback(async () => {
    const first = messages[0];
    if (!first || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await fetchOlder(conversationId, first.id);
      setMessages((list) => merged(page.messages, list));
      setHasOlder(page.hasOlder);
    } catch (error) {
      reportApiError(error);
    } finally {
      setLoadingOlder(false);
    }
  }, [conversationId, messages, loadingOlder]);

  // A like's answer carries the message's likes after it.
  const setReactions = useCallback((messageId: number, reactions: MessageReaction[]) => {
    setMessages((list) =>
      list.map((message) => (message.id === messageId ? { ...message, reactions } : message)),
    );
  }, []);

  return { messages, hasOlder, loadingOlder, loadOlder, pullNewer, setReactions };
}
