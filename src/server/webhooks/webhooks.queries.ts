import { desc, eq, inArray, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { webhookDeliveries, webhookEndpoints, type WebhookEndpointRow } from '../db/schema/index.ts';
import { DELIVERIES_KEPT } from './webhookDeliveries.ts';
import { subscribedEvents } from './subscribedEvents.ts';
import type { WebhookEventType } from '@/shared/webhooks/webhookEvents.ts';

/** An endpoint as the owner's pages show it: never its secret. */
interface WebhookEndpointView {
  id: number;
  url: string;
  events: WebhookEventType[];
  active: boolean;
  allowPrivateAddresses: boolean;
  failingSince: Date | null;
  disabledAt: Date | null;
  createdAt: Date;
}

interface WebhookDeliveryView {
  id: number;
  eventId: string;
  eventType: string;
  status: string;
  attempts: number;
  responseStatus: number | null;
  responseExcerpt: string;
  error: string;
  durationMs: number | null;
  redeliveryOf: number | null;
  createdAt: Date;
  attemptedAt: Date | null;
  nextAttemptAt: Date | null;
}

/** An endpoint in the list, with its latest delivery for a glance at its health. */
interface WebhookEndpointSummary extends WebhookEndpointView {
  latest: Pick<WebhookDeliveryView, 'status' | 'responseStatus' | 'attemptedAt' | 'createdAt'> | null;
}

function viewOf(row: WebhookEndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    events: subscribedEvents(row.events),
    active: row.active,
    allowPrivateAddresses: row.allowPrivateAddresses,
    failingSince: row.failingSince,
    disabledAt: row.disabledAt,
    createdAt: row.createdAt,
  };
}

/** Every endpoint, oldest first, with its latest delivery: two queries. */
export async function listWebhookEndpoints(db: Database = getDb()): Promise<WebhookEndpointSummary[]> {
  const rows = await db.select().from(webhookEndpoints).orderBy(webhookEndpoints.id);
  if (rows.length === 0) return [];
  const latestIds = await db
    .select({ id: sql<number>`MAX(${webhookDeliveries.id})` })
    .from(webhookDeliveries)
    .where(
      inArray(
        webhookDeliveries.endpointId,
        rows.map((row) => row.id),
      ),
    )
    .groupBy(webhookDeliveries.endpointId);
  const ids = latestIds.map((row) => Number(row.id));
  const latest =
    ids.length === 0
      ? []
      : await db
          .select({
            endpointId: webhookDeliveries.endpointId,
            status: webhookDeliveries.status,
            responseStatus: webhookDeliveries.responseStatus,
            attemptedAt: webhookDeliveries.attemptedAt,
            createdAt: webhookDeliveries.createdAt,
          })
          .from(webhookDeliveries)
          .where(inArray(webhookDeliveries.id, ids));
  const byEndpoint = new Map(latest.map(({ endpointId, ...delivery }) => [endpointId, delivery]));
  return rows.map((row) => ({ ...viewOf(row), latest: byEndpoint.get(row.id) ?? null }));
}

export async function findWebhookEndpoint(
  id: number,
  db: Database = getDb(),
): Promise<WebhookEndpointView | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row ? viewOf(row) : undefined;
}

/** The endpoint's last 50 deliveries, newest first (its index on endpoint and id). */
export async function listWebhookDeliveries(
  endpointId: number,
  db: Database = getDb(),
): Promise<WebhookDeliveryView[]> {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(DELIVERIES_KEPT);
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status,
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    responseExcerpt: row.responseExcerpt,
    error: row.error,
    durationMs: row.durationMs,
    redeliveryOf: row.redeliveryOf,
    createdAt: row.createdAt,
    attemptedAt: row.attemptedAt,
    nextAttemptAt: row.nextAttemptAt,
  }));
}
