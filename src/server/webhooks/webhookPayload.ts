import { createHash } from 'node:crypto';
import type { DomainEvent } from '../events/domainEvent.ts';
import type { WebhookEventType } from '@/shared/webhooks/webhookEvents.ts';

/** The webhook event a domain event is, or undefined for the ones that stay inside the forum. */
export function webhookTypeOf(event: DomainEvent): WebhookEventType | undefined {
  switch (event.type) {
    case 'moment.created':
    case 'article.created':
    case 'comment.created':
    case 'member.signed_up':
    case 'member.banned':
    case 'report.filed':
      return event.type;
    case 'content.edited':
      return `${event.kind}.edited`;
    case 'content.deleted':
      return `${event.kind}.deleted`;
    case 'content.moderated':
      return `${event.kind}.moderated`;
    default:
      return undefined;
  }
}

/**
 * The event's id, the same however often the outbox delivers the domain event: a hash of the event
 * as recorded (its ids and, for repeatable changes, its time).
 */
export function webhookEventKey(event: DomainEvent): string {
  return createHash('sha256').update(JSON.stringify(event)).digest('hex').slice(0, 32);
}

interface WebhookPayload {
  /** `evt_<key>`: receivers drop a second delivery of the same event by it. */
  id: string;
  type: string;
  /** ISO 8601, UTC. */
  occurredAt: string;
  data: Record<string, unknown>;
}

/** The request body: the payload as JSON, its keys in this order. */
export function webhookBody(payload: WebhookPayload): string {
  const { id, type, occurredAt, data } = payload;
  return JSON.stringify({ id, type, occurredAt, data });
}

/** When it happened: the change's own time, or (created events carry none) when it is handled. */
export function occurredAtOf(event: DomainEvent, now: Date): Date {
  return 'at' in event ? new Date(event.at) : now;
}
