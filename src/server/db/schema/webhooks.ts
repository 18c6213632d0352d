import {
  boolean,
  datetime,
  index,
  int,
  mediumtext,
  mysqlTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id, updatedAt } from './columns.ts';

/**
 * Where the forum tells other software what happened (decision 073): the URL, the events it wants
 * (a JSON array of webhook event types), the secret its deliveries are signed with, and its health.
 * `failing_since` is the first failure after the last success; a day of it disables the endpoint.
 */
export const webhookEndpoints = mysqlTable('webhook_endpoints', {
  id: id(),
  url: varchar('url', { length: 2000 }).notNull(),
  events: text('events').notNull(),
  secret: varchar('secret', { length: 128 }).notNull(),
  active: boolean('active').notNull().default(true),
  /** The owner lets this endpoint reach private, loopback and link-local addresses. */
  allowPrivateAddresses: boolean('allow_private_addresses').notNull().default(false),
  failingSince: datetime('failing_since', { mode: 'date', fsp: 3 }),
  /** Set when a day of failures disabled it; cleared when the owner turns it on again. */
  disabledAt: datetime('disabled_at', { mode: 'date', fsp: 3 }),
  createdBy: foreignId('created_by').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * One delivery of one event to one endpoint, with its last attempt's outcome; an endpoint keeps its
 * last 50. `event_key` (the source event's, null for a redelivery or a test) keeps one delivery per
 * endpoint and event however often the outbox delivers the event.
 */
export const webhookDeliveries = mysqlTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: foreignId('endpoint_id').notNull(),
    eventId: varchar('event_id', { length: 40 }).notNull(),
    eventType: varchar('event_type', { length: 40 }).notNull(),
    eventKey: varchar('event_key', { length: 64 }),
    body: mediumtext('body').notNull(),
    /** pending, succeeded, retrying, failed (gave up), skipped (the endpoint was off or gone). */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    attempts: int('attempts', { unsigned: true }).notNull().default(0),
    responseStatus: int('response_status'),
    responseExcerpt: varchar('response_excerpt', { length: 2048 }).notNull().default(''),
    error: varchar('error', { length: 500 }).notNull().default(''),
    durationMs: int('duration_ms', { unsigned: true }),
    redeliveryOf: foreignId('redelivery_of'),
    createdAt: createdAt(),
    attemptedAt: datetime('attempted_at', { mode: 'date', fsp: 3 }),
    nextAttemptAt: datetime('next_attempt_at', { mode: 'date', fsp: 3 }),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.id),
    uniqueIndex('webhook_deliveries_event_unique').on(table.endpointId, table.eventKey),
  ],
);

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
