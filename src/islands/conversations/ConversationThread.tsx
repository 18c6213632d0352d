import { useEffect, useRef, useState } from 'react';
import { m } from '@/i18n/messages.ts';
import { askConfirm } from '@/stores/confirm.ts';
import { showToast } from '@/stores/toasts.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { CONVERSATIONS_PATH } from '@/shared/conversations/conversationPaths.ts';
import { ReportButton } from '@/islands/reports/ReportButton.tsx';
import { MessageBubble } from './MessageBubble.tsx';
import { MessageComposer } from './MessageComposer.tsx';
import { leave, sendToConversation, type ThreadPage } from './threadApi.ts';
import { useThreadMessages } from './useThreadMessages.ts';
import type { ReactionEmoji } from '@/shared/reactions/reactionEmoji.ts';
import './conversations.css';

interface ConversationThreadProps {
  conversationId: number;
  viewerId: number;
  timeZone: string;
  initial: ThreadPage;
  /** The emoji the owner enabled beside the like (decision 080). */
  reactions: readonly ReactionEmoji[];
}

async function leaveAndGo(conversationId: number): Promise<void> {
  const confirmed = await askConfirm({
    title: m.conversations_leave(),
    message: m.conversations_leave_confirm(),
    confirmLabel: m.conversations_leave(),
    danger: true,
  });
  if (!confirmed) return;
  try {
    await leave(conversationId);
    showToast('success', m.conversations_left_toast());
    window.location.assign(CONVERSATIONS_PATH);
  } catch (error) {
    reportApiError(error);
  }
}

/** The thread: older pages on demand, new messages live, the composer, leave and report. */
export default function ConversationThread({
  conversationId,
  viewerId,
  timeZone,
  initial,
  reactions,
}: ConversationThreadProps) {
  const thread = useThreadMessages(conversationId, initial);
  // Marks the hydrated island (tests wait for it; the server's markup has no handlers yet).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const end = useRef<HTMLDivElement>(null);
  const newest = thread.messages.at(-1)?.id ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'nearest' });
  }, [newest]);

  return (
    <section
      className="conversation-thread"
      data-conversation-thread={conversationId}
      data-ready={ready ? '' : undefined}
    >
      <div className="conversation-actions">
        <ReportButton kind="conversation" id={conversationId} authorId={0} />
        <button
          type="button"
          className="button button-small"
          data-leave=""
          onClick={() => void leaveAndGo(conversationId)}
        >
          {m.conversations_leave()}
        </button>
      </div>
      {thread.hasOlder && (
        <div className="conversation-older">
          <button
            type="button"
            className="button button-small"
            aria-busy={thread.loadingOlder || undefined}
            data-load-older=""
            onClick={() => void thread.loadOlder()}
          >
            {m.conversations_older()}
          </button>
        </div>
      )}
      <ol
        className="conversation-messages"
        aria-label={m.conversations_thread_label()}
        aria-live="polite"
        data-messages=""
      >
        {thread.messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            mine={message.sender.id === viewerId}
            timeZone={timeZone}
            viewerId={viewerId}
            enabled={reactions}
            onReactions={thread.setReactions}
          />
        ))}
      </ol>
      <div ref={end} />
      <MessageComposer
        conversationId={conversationId}
        onSend={async (content, images) => {
          await sendToConversation(conversationId, content, images);
          await thread.pullNewer();
        }}
      />
    </section>
  );
}
