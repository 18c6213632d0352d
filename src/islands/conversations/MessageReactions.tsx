import { useState } from 'react';
import { m } from '@/i18n/messages.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { REACTION_ICONS } from '@/shared/reactions/reactionIcons.ts';
import type { ReactionEmoji } from '@/shared/reactions/reactionEmoji.ts';
import type { MessageReaction } from '@/shared/conversations/conversationView.ts';
import { Icon } from '@/islands/ui/Icon.tsx';
import { ToggleButton } from '@/islands/ui/ToggleButton.tsx';
import { LazyReactionPicker } from '@/islands/reactions/LazyReactionPicker.tsx';
import { reactToMessage } from './threadApi.ts';

interface MessageReactionsProps {
  messageId: number;
  viewerId: number;
  reactions: MessageReaction[];
  /** The emoji the owner enabled; none leaves the like alone. */
  enabled: readonly ReactionEmoji[];
  onChange: (messageId: number, reactions: MessageReaction[]) => void;
}

/**
 * A message's like (decision 080): the viewer's like button, the emoji picker where the owner enabled
 * emoji, and who liked it with which emoji (a message has one like per member at most).
 */
export function MessageReactions({
  messageId,
  viewerId,
  reactions,
  enabled,
  onChange,
}: MessageReactionsProps) {
  const [busy, setBusy] = useState(false);
  const own = reactions.find((reaction) => reaction.userId === viewerId);

  async function send(reaction: ReactionEmoji | '' | null) {
    if (busy) return;
    setBusy(true);
    try {
      onChange(messageId, (await reactToMessage(messageId, reaction)).reactions);
    } catch (error) {
      reportApiError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="message-reactions">
      <ToggleButton
        className="message-like"
        data-message-like=""
        pressed={own !== undefined}
        busy={busy}
        onClick={() => void send(own ? null : '')}
      >
        <Icon name={REACTION_ICONS.like} size={16} />
        <span className="visually-hidden">{m.conversations_like()}</span>
      </ToggleButton>
      {enabled.length > 0 && (
        // Picking the emoji one already has takes it back to the plain like.
        <LazyReactionPicker
          enabled={enabled}
          current={own?.reaction || undefined}
          onPick={(emoji) => void send(own?.reaction === emoji ? '' : emoji)}
        />
      )}
      {reactions.length > 0 && (
        <ul
          className="message-reaction-list"
          aria-label={m.conversations_liked_by()}
          data-message-reactions=""
        >
          {reactions.map((reaction) => (
            <li key={reaction.userId} data-message-reaction={reaction.reaction || 'like'}>
              {reaction.reaction ? (
                <span>{reaction.reaction}</span>
              ) : (
                <>
                  <Icon name={REACTION_ICONS.like} size={14} />
                  <span className="visually-hidden">{m.conversations_plain_like()}</span>
                </>
              )}{' '}
              {reaction.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
