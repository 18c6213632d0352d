import { eq } from 'drizzle-orm';
import type { LookupFunction } from 'node:net';
import type { Database } from '../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../db/schema/index.ts';
import type { DomainEvent } from '../events/domainEvent.ts';
import { fitColumn } from '../db/fitColumn.ts';
import { DEFAULT_RETRY, retryDelayMs, type RetryPolicy } from '../outbox/retrySchedule.ts';
import { OutgoingRequestError, sendOutgoingRequest, type OutgoingResponse } from '../http/outgoingRequest.ts';
import { SIGNATURE_HEADER, signWebhookBody } from './webhookSignature.ts';

/** An endpoint failing this long without a success is disabled and its owners told. */
const FAILING_DAY_MS = 24 * 60 * 60 * 1000;
/** Characters of an answer kept with its delivery. */
const EXCERPT_CHARS = 2048;

interface AttemptSettings {
  policy: RetryPolicy;
  lookup?: LookupFunction;
  timeoutMs?: number;
}
let settings: AttemptSettings = { policy: DEFAULT_RETRY };

/** Tests use a resolver of their own, shorter pauses or a shorter timeout; the forum keeps the defaults. */
export function useWebhookAttemptSettings(next: Partial<AttemptSettings>): void {
  settings = { policy: DEFAULT_RETRY, ...next };
}

type Outcome = { response: OutgoingResponse } | { error: OutgoingRequestError };

async function send(
  endpoint: { url: string; secret: string; allowPrivateAddresses: boolean },
  delivery: { id: number; eventType: string; body: string },
): Promise<Outcome> {
  try {
    const response = await sendOutgoingRequest({
      url: endpoint.url,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Plaza-Webhooks/1',
        'plaza-event': delivery.eventType,
        'plaza-delivery': String(delivery.id),
        [SIGNATURE_HEADER.toLowerCase()]: signWebhookBody(endpoint.secret, delivery.body),
      },
      body: delivery.body,
      allowPrivateAddresses: endpoint.allowPrivateAddresses,
      ...(settings.lookup ? { lookup: settings.lookup } : {}),
      ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
    });
    return { response };
  } catch (error) {
    if (error instanceof OutgoingRequestError) return { error };
    throw error;
  }
}

const ERROR_TEXT: Record<OutgoingRequestError['reason'], string> = {
  url: 'invalid URL',
  address: 'address refused',
  timeout: 'timed out',
  network: 'connection failed',
};

/**
 * One attempt of one delivery (the `webhook.deliver` / `webhook.retry` handler, outside any
 * transaction): the signed POST, then in one transaction its outcome on the delivery and the
 * endpoint's health. A 2xx answer is a success. A failure is retried on the outbox's schedule
 * until it gives up, unless the endpoint has failed for a day: then it is disabled and the answer
 * is the `webhook.disabled` event that tells its owners. Answers the follow-up events.
 */
export async function attemptDelivery(db: Database, deliveryId: number): Promise<DomainEvent[]> {
  const [found] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, deliveryId));
  if (!found) return [];
  const { delivery, endpoint } = found;
  if (delivery.status === 'succeeded' || delivery.status === 'failed') return [];
  // Deliveries of events wait for an endpoint that is on; the owner's own (redeliver, test) go anyway.
  if (!endpoint.active && delivery.eventKey !== null) {
    await db
      .update(webhookDeliveries)
      .set({ status: 'skipped', nextAttemptAt: null })
      .where(eq(webhookDeliveries.id, delivery.id));
    return [];
  }
  const outcome = await send(endpoint, delivery);
  const now = new Date();
  const ok = 'response' in outcome && outcome.response.status >= 200 && outcome.response.status < 300;
  const attempts = delivery.attempts + 1;
  return db.transaction(async (tx): Promise<DomainEvent[]> => {
    const [current] = await tx
      .select({ active: webhookEndpoints.active, failingSince: webhookEndpoints.failingSince })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id))
      .for('update');
    const failingSince = current?.failingSince ?? null;
    const disable =
      !ok &&
      current?.active === true &&
      failingSince !== null &&
      now.getTime() - failingSince.getTime() >= FAILING_DAY_MS;
    const delay = ok || disable ? undefined : retryDelayMs(attempts, settings.policy);
    const status = ok ? 'succeeded' : delay === undefined ? 'failed' : 'retrying';
    await tx
      .update(webhookDeliveries)
      .set({
        status,
        attempts,
        attemptedAt: now,
        nextAttemptAt: delay === undefined ? null : new Date(now.getTime() + delay),
        ...('response' in outcome
          ? {
              responseStatus: outcome.response.status,
              responseExcerpt: fitColumn(
                outcome.response.body.toString('utf8').slice(0, EXCERPT_CHARS),
                webhookDeliveries.responseExcerpt,
              ),
              error: ok ? '' : `HTTP ${outcome.response.status}`,
              durationMs: outcome.response.durationMs,
            }
          : {
              responseStatus: null,
              responseExcerpt: '',
              error: fitColumn(
                `${ERROR_TEXT[outcome.error.reason]}: ${outcome.error.message}`,
                webhookDeliveries.error,
              ),
              durationMs: outcome.error.durationMs,
            }),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    await tx
      .update(webhookEndpoints)
      .set(
        ok
          ? { failingSince: null }
          : disable
            ? { active: false, disabledAt: now }
            : { failingSince: failingSince ?? now },
      )
      .where(eq(webhookEndpoints.id, endpoint.id));
    if (disable) return [{ type: 'webhook.disabled', endpointId: endpoint.id }];
    if (delay === undefined) return [];
    return [{ type: 'webhook.retry', deliveryId: delivery.id, notBefore: now.getTime() + delay }];
  });
}
