import { isWebhookEventType, type WebhookEventType } from '@/shared/webhooks/webhookEvents.ts';

/** The event types an endpoint's stored `events` column names (a JSON array); unknown ones dropped. */
export function subscribedEvents(stored: string): WebhookEventType[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed)
      ? parsed.filter(
          (value): value is WebhookEventType => typeof value === 'string' && isWebhookEventType(value),
        )
      : [];
  } catch {
    return [];
  }
}
