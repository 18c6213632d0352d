import { Avatar } from '@/islands/ui/Avatar.tsx';
import { relativeTime } from '@/shared/format/relativeTime.ts';
import { timeTitle } from '@/shared/format/formatDate.ts';
import { badgeText } from '@/shared/format/badgeText.ts';
import { conversationPath } from '@/shared/conversations/conversationPaths.ts';
import type { ConversationSummary } from '@/shared/conversations/conversationView.ts';
import { m } from '@/i18n/messages.ts';

interface ConversationItemProps {
  conversation: ConversationSummary;
  viewerId: number;
  timeZone: string;
  /** The time the relative times count from: the render's, so the server's HTML and the first hydrated render agree. */
  now: number;
}

/** One conversation in the member's list: the others, the last message, when, and how many are unread. */
export function ConversationItem({ conversation, viewerId, timeZone, now }: ConversationItemProps) {
  const names = conversation.others
    .map((other) => other.nickname || other.username || `#${other.id}`)
    .join(', ');
  const last = conversation.lastMessage;
  const preview = last
    ? last.senderId === viewerId
      ? m.conversations_you({ text: last.preview })
      : last.preview
    : '';
  const unread = badgeText(conversation.unreadCount);
  return (
    <li
      className={
        conversation.unreadCount > 0 ? 'conversation-item conversation-item-unread' : 'conversation-item'
      }
      data-conversation={conversation.id}
    >
      <a className="conversation-link" href={conversationPath(conversation.id)}>
        <span className="conversation-avatars" aria-hidden="true">
          {conversation.others.slice(0, 3).map((other) => (
            <Avatar key={other.id} user={other} size={40} border />
          ))}
        </span>
        <span className="conversation-body">
          <span className="conversation-names">{names || m.conversations_title()}</span>
          <span className="conversation-preview">{preview || m.conversations_no_messages()}</span>
        </span>
        <span className="conversation-side">
          <time dateTime={conversation.activityAt} title={timeTitle(conversation.activityAt, timeZone)}>
            {relativeTime(conversation.activityAt, timeZone, now)}
          </time>
          {unread && (
            <span className="conversation-unread" data-unread={conversation.unreadCount}>
              <span aria-hidden="true">{unread}</span>
              <span className="visually-hidden">
                {m.conversations_unread({ count: String(conversation.unreadCount) })}
              </span>
            </span>
          )}
        </span>
      </a>
    </li>
  );
}
