import type { DomainEventType } from '@/server/events/domainEvent.ts';
import { m } from '@/paraglide/messages.js';

const LABELS: Record<DomainEventType, () => string> = {
  'mail.requested': () => m.outbox_type_mail(),
  'message.created': () => m.outbox_type_mail_notice(),
  'message.digest': () => m.outbox_type_mail_notice(),
  'comment.created': () => m.outbox_type_comment(),
  'reaction.added': () => m.outbox_type_reaction(),
  'follow.added': () => m.outbox_type_follow(),
  'moment.created': () => m.outbox_type_moment(),
  'article.created': () => m.outbox_type_article(),
  'conversation.notice': () => m.conversations_notice_delivery(),
  'watch.notify': () => m.watching_outbox_type(),
  'digest.batch': () => m.digest_outbox_type(),
  'push.requested': () => m.push_outbox_type(),
  'content.edited': () => m.webhooks_outbox_type(),
  'content.deleted': () => m.webhooks_outbox_type(),
  'content.moderated': () => m.webhooks_outbox_type(),
  'member.signed_up': () => m.webhooks_outbox_type(),
  'member.banned': () => m.webhooks_outbox_type(),
  'report.filed': () => m.webhooks_outbox_type(),
  'webhook.deliver': () => m.webhooks_outbox_type(),
  'webhook.retry': () => m.webhooks_outbox_type(),
  'webhook.disabled': () => m.webhooks_outbox_type_disabled(),
  'account.export': () => m.mydata_outbox_export(),
  'account.export.expire': () => m.mydata_outbox_export_expire(),
  'account.erase': () => m.mydata_outbox_erase(),
  'oidc.backchannel_logout': () => m.oidc_outbox_backchannel_logout(),
  'linkpreview.fetch': () => m.linkpreviews_outbox_type(),
  'badges.check': () => m.badges_outbox_type(),
  'answer.accepted': () => m.answers_outbox_type(),
};

/** What an outbox event is, in the reader's language; an unknown type (from a newer release) as stored. */
export function deliveryLabel(type: string): string {
  return (LABELS as Record<string, (() => string) | undefined>)[type]?.() ?? type;
}
