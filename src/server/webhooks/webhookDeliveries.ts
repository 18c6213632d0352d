import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { webhookDeliveries } from '../db/schema/index.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import { isDuplicateKey } from '../db/mysqlErrors.ts';

/** Deliveries an endpoint keeps: its last 50, older ones go as new ones come. */
export const DELIVERIES_KEPT = 50;

interface NewDelivery {
  endpointId: number;
  eventId: string;
  eventType: string;
  /** The source event's key: one delivery per endpoint and event. Null for redeliveries and tests. */
  eventKey: string | null;
  body: string;
  redeliveryOf?: number;
}

/**
 * Adds a pending delivery and drops the endpoint's deliveries beyond the last 50, in the caller's
 * transaction; undefined when this event already has its delivery to this endpoint.
 */
export async function insertDelivery(
  tx: Transaction | Database,
  delivery: NewDelivery,
): Promise<number | undefined> {
  let id: number;
  try {
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({
        endpointId: delivery.endpointId,
        eventId: delivery.eventId,
        eventType: delivery.eventType,
        eventKey: delivery.eventKey,
        body: delivery.body,
        redeliveryOf: delivery.redeliveryOf ?? null,
      })
      .$returningId();
    id = row!.id;
  } catch (error) {
    if (isDuplicateKey(error)) return undefined;
    throw error;
  }
  const [oldestKept] = await tx
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, delivery.endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(1)
    .offset(DELIVERIES_KEPT - 1);
  if (oldestKept) {
    await tx
      .delete(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.endpointId, delivery.endpointId), lt(webhookDeliveries.id, oldestKept.id)),
      );
  }
  return id;
}
