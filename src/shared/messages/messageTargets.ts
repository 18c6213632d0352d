import { EntityType } from '@/shared/content/entityType.ts';

/**
 * What a message in the message centre is about, stored in messages.entity_type: a moment or an
 * article (their EntityType codes), or a conversation (entity_id the conversation, comment_id the
 * message in it). A conversation is no EntityType: nothing else can be liked, commented or revised
 * on one.
 */
export const MessageTargetType = {
  moment: EntityType.moment,
  article: EntityType.article,
  conversation: 3,
} as const;
export type MessageTargetKind = keyof typeof MessageTargetType;

/** The kind a stored entity_type names; moments for an unknown code, as before there were others. */
export function messageTargetKindOf(code: number): MessageTargetKind {
  if (code === MessageTargetType.article) return 'article';
  if (code === MessageTargetType.conversation) return 'conversation';
  return 'moment';
}
