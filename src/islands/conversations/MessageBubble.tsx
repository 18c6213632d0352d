import { Avatar } from '@/islands/ui/Avatar.tsx';
import { relativeTime } from '@/shared/format/relativeTime.ts';
import { timeTitle } from '@/shared/format/formatDate.ts';
import { uploadSrc } from '@/shared/upload/uploadSrc.ts';
import { userProfilePath } from '@/shared/navigation/paths.ts';
import { withMentionLinks } from '@/shared/comments/formatCommentText.ts';
import type { ConversationMessageView } from '@/shared/conversations/conversationView.ts';
import { m } from '@/i18n/messages.ts';
import type { ReactionEmoji } from '@/shared/reactions/reactionEmoji.ts';
import type { MessageReaction } from '@/shared/conversations/conversationView.ts';
import { MessageReactions } from './MessageReactions.tsx';

interface MessageBubbleProps {
  message: ConversationMessageView;
  mine: boolean;
  timeZone: string;
  viewerId: number;
  /** The emoji the owner enabled beside the like. */
  enabled: readonly ReactionEmoji[];
  onReactions: (messageId: number, reactions: MessageReaction[]) => void;
}

/**
 * One message: its plain text escaped, `@username` of a member linked to their profile (the comments'
 * helper), and its uploaded images; a held one is marked for its sender.
 */
export function MessageBubble({
  message,
  mine,
  timeZone,
  viewerId,
  enabled,
  onReactions,
}: MessageBubbleProps) {
  const name = message.sender.nickname || message.sender.username || `#${message.sender.id}`;
  return (
    <li
      className={mine ? 'message-bubble message-bubble-mine' : 'message-bubble'}
      data-message={message.id}
      data-pending={message.pending ? '' : undefined}
    >
      <a
        className="message-bubble-avatar"
        href={userProfilePath(message.sender.id)}
        tabIndex={-1}
        aria-hidden="true"
      >
        <Avatar user={message.sender} size={35} />
      </a>
      <div className="message-bubble-body">
        <p className="message-bubble-meta">
          <a href={userProfilePath(message.sender.id)}>{name}</a>{' '}
          <time dateTime={message.createdAt} title={timeTitle(message.createdAt, timeZone)}>
            {relativeTime(message.createdAt, timeZone)}
          </time>
        </p>
        <div
          className="message-bubble-text"
          dangerouslySetInnerHTML={{ __html: withMentionLinks(message.content, message.mentions) }}
        />
        {message.images.length > 0 && (
          <div className="message-bubble-images">
            {message.images.map((url) => (
              <a key={url} href={uploadSrc(url)} target="_blank" rel="noopener">
                <img src={uploadSrc(url)} alt="" loading="lazy" />
              </a>
            ))}
          </div>
        )}
        {message.pending ? (
          <p className="message-bubble-pending" data-pending-note="">
            {m.conversations_pending()}
          </p>
        ) : (
          <MessageReactions
            messageId={message.id}
            viewerId={viewerId}
            reactions={message.reactions}
            enabled={enabled}
            onChange={onReactions}
          />
        )}
      </div>
    </li>
  );
}
