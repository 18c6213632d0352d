import { eq } from 'drizzle-orm';
import { subscribe, subscribeOutside, type DeliveryContext } from '../events/eventBus.ts';
import type { DomainEvent } from '../events/domainEvent.ts';
import { webhookEndpoints } from '../db/schema/index.ts';
import { webhookDataOf } from './webhookData.ts';
import { occurredAtOf, webhookBody, webhookEventKey, webhookTypeOf } from './webhookPayload.ts';
import { insertDelivery } from './webhookDeliveries.ts';
import { attemptDelivery } from './attemptDelivery.ts';
import { tellOwnersDisabled } from './tellOwnersDisabled.ts';
import { subscribedEvents } from './subscribedEvents.ts';

/**
 * One delivery per enabled endpoint that wants the event, made in the transaction that removes the
 * event from the outbox (so once, however often it is delivered; the unique event key guards too),
 * each attempted by its own `webhook.deliver` once this commits.
 */
async function fanOut(event: DomainEvent, context: DeliveryContext): Promise<void> {
  const type = webhookTypeOf(event);
  if (!type) return;
  const endpoints = await context.tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.active, true));
  const wanting = endpoints.filter((endpoint) => subscribedEvents(endpoint.events).includes(type));
  if (wanting.length === 0) return;
  const data = await webhookDataOf(context.tx, event);
  if (!data) return;
  const key = webhookEventKey(event);
  const eventId = `evt_${key}`;
  const occurredAt = occurredAtOf(event, new Date()).toISOString();
  const body = webhookBody({ id: eventId, type, occurredAt, data });
  for (const endpoint of wanting) {
    const deliveryId = await insertDelivery(context.tx, {
      endpointId: endpoint.id,
      eventId,
      eventType: type,
      eventKey: key,
      body,
    });
    if (deliveryId !== undefined) await context.record({ type: 'webhook.deliver', deliveryId });
  }
}

for (const type of [
  'moment.created',
  'article.created',
  'comment.created',
  'content.edited',
  'content.deleted',
  'content.moderated',
  'member.signed_up',
  'member.banned',
  'report.filed',
] as const) {
  subscribe(type, fanOut);
}

// The request cannot sit in a transaction: an attempt runs outside, and its retry is a follow-up.
subscribeOutside('webhook.deliver', (event, db) => attemptDelivery(db, event.deliveryId));
subscribeOutside('webhook.retry', (event, db) => attemptDelivery(db, event.deliveryId));
subscribeOutside('webhook.disabled', (event, db) => tellOwnersDisabled(db, event.endpointId));
