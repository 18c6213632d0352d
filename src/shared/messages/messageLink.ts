import type { MessageView } from './messageTypes.ts';
import { conversationPath } from '@/shared/conversations/conversationPaths.ts';

/**
 * Where a message leads: the comment on its moment or article, the content itself, the conversation
 * (a mention in a message), or the follower.
 */
export function messageLink(message: Pick<MessageView, 'type' | 'actor' | 'target' | 'commentId'>): string {
  if (!message.target) return `/user/${message.actor.id}`;
  if (message.target.kind === 'conversation') return conversationPath(message.target.id);
  const base = `/${message.target.kind}/${message.target.id}`;
  return message.commentId > 0 ? `${base}#comment-${message.commentId}` : base;
}
