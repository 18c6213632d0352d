import type { WebhookEventType } from './webhookEvents.ts';
import { m } from '@/paraglide/messages.js';

const LABELS: Record<WebhookEventType, () => string> = {
  'moment.created': () => m.webhooks_event_moment_created(),
  'moment.edited': () => m.webhooks_event_moment_edited(),
  'moment.deleted': () => m.webhooks_event_moment_deleted(),
  'moment.moderated': () => m.webhooks_event_moment_moderated(),
  'article.created': () => m.webhooks_event_article_created(),
  'article.edited': () => m.webhooks_event_article_edited(),
  'article.deleted': () => m.webhooks_event_article_deleted(),
  'article.moderated': () => m.webhooks_event_article_moderated(),
  'comment.created': () => m.webhooks_event_comment_created(),
  'comment.edited': () => m.webhooks_event_comment_edited(),
  'comment.deleted': () => m.webhooks_event_comment_deleted(),
  'comment.moderated': () => m.webhooks_event_comment_moderated(),
  'member.signed_up': () => m.webhooks_event_member_signed_up(),
  'member.banned': () => m.webhooks_event_member_banned(),
  'report.filed': () => m.webhooks_event_report_filed(),
};

/** An event type in the reader's words; `ping` and types of a newer release as sent. */
export function webhookEventLabel(type: string): string {
  if (type === 'ping') return m.webhooks_event_ping();
  return (LABELS as Record<string, (() => string) | undefined>)[type]?.() ?? type;
}
