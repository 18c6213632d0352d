/** What an endpoint may subscribe to (decision 073), in the order the admin form lists them. */
export const WEBHOOK_EVENT_TYPES = [
  'moment.created',
  'moment.edited',
  'moment.deleted',
  'moment.moderated',
  'article.created',
  'article.edited',
  'article.deleted',
  'article.moderated',
  'comment.created',
  'comment.edited',
  'comment.deleted',
  'comment.moderated',
  'member.signed_up',
  'member.banned',
  'report.filed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The type of the delivery "Send test event" makes; no endpoint subscribes to it. */
export const WEBHOOK_PING = 'ping';

export function isWebhookEventType(value: string): value is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(value);
}
