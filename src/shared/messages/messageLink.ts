import { commentPermalink } from '@/shared/comments/commentPaths.ts';
import { conversationPath } from '@/shared/conversations/conversationPaths.ts';
import type { MessageView } from './messageTypes.ts';
import { isTrustNotice } from '@/shared/trust/trustNotice.ts';
import { TRUST_PAGE_PATH } from '@/shared/trust/trustPaths.ts';
import { WEBHOOK_DISABLED_NOTICE, WEBHOOKS_ADMIN_PATH } from '@/shared/webhooks/webhookNotice.ts';
import { BADGE_NOTICE, BADGES_PATH, badgePath } from '@/shared/badges/badges.ts';

/**
 * Where a message leads: the badge awarded, the member's trust page (a promotion), the conversation (a mention in a message), the comment (its own address,
 * which finds the thread page that shows it), the content itself, or the follower.
 */
export function messageLink(
  message: Pick<MessageView, 'type' | 'target' | 'commentId' | 'badge'> & {
    actor: Pick<MessageView['actor'], 'id'>;
  },
): string {
  if (message.type === BADGE_NOTICE) return message.badge ? badgePath(message.badge) : BADGES_PATH;
  if (isTrustNotice(message.type)) return TRUST_PAGE_PATH;
  if (message.type === WEBHOOK_DISABLED_NOTICE) return WEBHOOKS_ADMIN_PATH;
  if (!message.target) return `/user/${message.actor.id}`;
  if (message.target.kind === 'conversation') return conversationPath(message.target.id);
  if (message.commentId > 0) return commentPermalink(message.commentId);
  return `/${message.target.kind}/${message.target.id}`;
}
