import type { MessageView } from './messageTypes.ts';

/** Where a message leads: the comment on its moment or article, the content itself, or the follower. */
export function messageLink(message: Pick<MessageView, 'type' | 'actor' | 'target' | 'commentId'>): string {
  if (!message.target) return `/user/${message.actor.id}`;
  const base = `/${message.target.kind}/${message.target.id}`;
  return message.commentId > 0 ? `${base}#comment-${message.commentId}` : base;
}
