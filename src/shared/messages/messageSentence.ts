import type { MessageView } from './messageTypes.ts';
import { m } from '@/paraglide/messages.js';

/** What the actor did, as the localized words after their name ("commented on your moment"). */
export function messageSentence(
  message: Pick<MessageView, 'type' | 'target'> & { commentId?: number },
): string {
  const target = message.target?.kind === 'article' ? m.messages_kind_article() : m.messages_kind_moment();
  switch (message.type) {
    case 'comment':
      return m.messages_what_comment({ target });
    case 'reply':
      return m.messages_what_reply();
    case 'quote':
      return m.messages_what_quote();
    case 'like':
      return m.messages_what_like({ target });
    case 'favorite':
      return m.messages_what_favorite({ target });
    case 'follow':
      return m.messages_what_follow();
    case 'recommend':
      return m.messages_what_recommend({ target });
    case 'sticky':
      return m.messages_what_sticky({ target });
    case 'delete':
      return m.messages_what_delete({ target });
    case 'approve':
      return m.messages_what_approve({ target });
    case 'reject':
      return m.messages_what_reject({ target });
    case 'watched_comment':
      // English needs "a moment" but "an article": one sentence per kind.
      return message.target?.kind === 'article'
        ? m.messages_what_watched_comment_article()
        : m.messages_what_watched_comment_moment();
    case 'watched_post':
      return m.messages_what_watched_new({ target });
    case 'mention':
      if (message.target?.kind === 'conversation') return m.mentions_message_conversation();
      return (message.commentId ?? 0) > 0
        ? m.mentions_message_comment()
        : m.mentions_message_item({ target });
    case 'answer_accepted':
      return m.answers_message_accepted();
    case 'trust_member':
      return m.trust_message_member();
    case 'trust_regular':
      return m.trust_message_regular();
    case 'webhook_disabled':
      return m.webhooks_message_disabled();
    case 'badge':
      return m.badges_notice();
  }
}
