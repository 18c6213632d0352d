import { datetime, index, int, mediumtext, mysqlTable, varchar } from 'drizzle-orm/mysql-core';
import { createdAt, id } from './columns.ts';

/**
 * What a write still has to cause elsewhere (a message, a score, a mail), recorded in the write's
 * own transaction and deleted once delivered (decision 028). A row is claimed by moving
 * `available_at` past now with a `claim_token`: a process that dies while delivering leaves a row
 * that is due again when the claim runs out. After MAX_ATTEMPTS failures `gave_up_at` is set and
 * only an administrator's retry brings it back.
 */
export const outboxEvents = mysqlTable(
  'outbox_events',
  {
    id: id(),
    type: varchar('type', { length: 64 }).notNull(),
    payload: mediumtext('payload').notNull(),
    attempts: int('attempts', { unsigned: true }).notNull().default(0),
    availableAt: datetime('available_at', { mode: 'date', fsp: 3 }).notNull(),
    claimToken: varchar('claim_token', { length: 32 }).notNull().default(''),
    lastError: varchar('last_error', { length: 500 }).notNull().default(''),
    gaveUpAt: datetime('gave_up_at', { mode: 'date', fsp: 3 }),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_events_due_idx').on(table.gaveUpAt, table.availableAt)],
);

export type OutboxEventRow = typeof outboxEvents.$inferSelect;
