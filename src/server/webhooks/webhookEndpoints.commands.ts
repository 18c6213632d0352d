import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { ApiError } from '../http/ApiError.ts';
import { requirePermission } from '../auth/requirePermission.ts';
import { recordAction } from '../moderation/recordAction.ts';
import { isPrivateAddress } from '../http/privateAddress.ts';
import { recordEvent } from '../outbox/recordEvent.ts';
import { deliverNow } from '../outbox/outboxDelivery.ts';
import { insertDelivery } from './webhookDeliveries.ts';
import { webhookBody } from './webhookPayload.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import type { Role } from '@/shared/users/currentUser.ts';
import { WEBHOOK_PING } from '@/shared/webhooks/webhookEvents.ts';
import type { WebhookEndpointInput, WebhookEndpointSaved } from '@/shared/webhooks/webhookSchemas.ts';
import { m } from '@/paraglide/messages.js';

/** Who acts on webhooks, and from where (for the audit log). */
export interface WebhookOwner {
  member: { id: number; role: Role } | null | undefined;
  ip: string;
}

const notFound = () => new ApiError(404, m.webhooks_not_found(), ErrorCode.notFound);

/** The endpoint's row, locked until the transaction ends; 404 when it is gone. */
async function lockedEndpoint(tx: Transaction, id: number) {
  const [current] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
  if (!current) throw notFound();
  return current;
}

function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

/** A literal private address (or localhost) is refused at once unless allowed; names are checked at connect time. */
function assertAddressAllowed(input: WebhookEndpointInput): void {
  if (input.allowPrivateAddresses) return;
  if (isPrivateAddress(new URL(input.url).hostname)) {
    throw new ApiError(400, m.webhooks_url_private(), ErrorCode.validation, 'url');
  }
}

/** Adds an endpoint (with a new secret, answered once) or changes one; turning it on clears its failures. */
export async function saveWebhookEndpoint(
  owner: WebhookOwner,
  input: WebhookEndpointInput,
  db: Database = getDb(),
): Promise<WebhookEndpointSaved> {
  const member = requirePermission(owner.member, 'webhooks.manage');
  assertAddressAllowed(input);
  const fields = {
    url: input.url,
    events: JSON.stringify(input.events),
    active: input.active,
    allowPrivateAddresses: input.allowPrivateAddresses,
  };
  const audit = (id: number, verb: 'create' | 'update') => ({
    actorId: member.id,
    action: `webhook.${verb}`,
    targetType: 'webhook' as const,
    targetId: id,
    detail: {
      url: input.url,
      events: input.events,
      active: input.active,
      allowPrivate: input.allowPrivateAddresses,
    },
    ip: owner.ip,
  });
  if (input.id === undefined) {
    const secret = newSecret();
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(webhookEndpoints)
        .values({ ...fields, secret, createdBy: member.id })
        .$returningId();
      await recordAction(tx, audit(row!.id, 'create'));
      return row!.id;
    });
    return { id, secret };
  }
  const id = input.id;
  await db.transaction(async (tx) => {
    const current = await lockedEndpoint(tx, id);
    const turnedOn = input.active && !current.active;
    await tx
      .update(webhookEndpoints)
      .set({
        ...fields,
        updatedAt: new Date(),
        ...(turnedOn ? { disabledAt: null, failingSince: null } : {}),
      })
      .where(eq(webhookEndpoints.id, id));
    await recordAction(tx, audit(id, 'update'));
  });
  return { id };
}

/** Removes an endpoint and its deliveries; attempts still waiting find nothing and stop. */
export async function deleteWebhookEndpoint(
  owner: WebhookOwner,
  id: number,
  db: Database = getDb(),
): Promise<void> {
  const member = requirePermission(owner.member, 'webhooks.manage');
  await db.transaction(async (tx) => {
    const current = await lockedEndpoint(tx, id);
    await tx.delete(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await recordAction(tx, {
      actorId: member.id,
      action: 'webhook.delete',
      targetType: 'webhook',
      targetId: id,
      detail: { url: current.url },
      ip: owner.ip,
    });
  });
}

/** A new secret for the endpoint, answered once; deliveries are signed with it from now on. */
export async function renewWebhookSecret(
  owner: WebhookOwner,
  id: number,
  db: Database = getDb(),
): Promise<string> {
  const member = requirePermission(owner.member, 'webhooks.manage');
  const secret = newSecret();
  await db.transaction(async (tx) => {
    await lockedEndpoint(tx, id);
    await tx
      .update(webhookEndpoints)
      .set({ secret, updatedAt: new Date() })
      .where(eq(webhookEndpoints.id, id));
    await recordAction(tx, {
      actorId: member.id,
      action: 'webhook.secret',
      targetType: 'webhook',
      targetId: id,
      ip: owner.ip,
    });
  });
  return secret;
}

/** Records a delivery the owner asked for and attempts it before answering; answers its id. */
async function deliverByHand(db: Database, delivery: Parameters<typeof insertDelivery>[1]): Promise<number> {
  const made = await db.transaction(async (tx) => {
    const id = await insertDelivery(tx, delivery);
    if (id === undefined) throw new Error('a delivery without an event key cannot be a duplicate');
    return { id, event: await recordEvent(tx, { type: 'webhook.deliver', deliveryId: id }) };
  });
  await deliverNow([made.event], db);
  return made.id;
}

/** "Redeliver": the same event (same id and body, signed anew) as a new delivery. */
export async function redeliverWebhook(
  owner: WebhookOwner,
  deliveryId: number,
  db: Database = getDb(),
): Promise<number> {
  requirePermission(owner.member, 'webhooks.manage');
  const [previous] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  if (!previous) throw new ApiError(404, m.webhooks_delivery_not_found(), ErrorCode.notFound);
  return deliverByHand(db, {
    endpointId: previous.endpointId,
    eventId: previous.eventId,
    eventType: previous.eventType,
    eventKey: null,
    body: previous.body,
    redeliveryOf: previous.id,
  });
}

/** "Send test event": a `ping` to the endpoint, whether or not it is on. */
export async function sendWebhookPing(
  owner: WebhookOwner,
  endpointId: number,
  db: Database = getDb(),
): Promise<number> {
  requirePermission(owner.member, 'webhooks.manage');
  const [endpoint] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) throw notFound();
  const eventId = `evt_ping_${randomBytes(12).toString('hex')}`;
  const body = webhookBody({
    id: eventId,
    type: WEBHOOK_PING,
    occurredAt: new Date().toISOString(),
    data: { endpoint: { id: endpointId } },
  });
  return deliverByHand(db, { endpointId, eventId, eventType: WEBHOOK_PING, eventKey: null, body });
}
