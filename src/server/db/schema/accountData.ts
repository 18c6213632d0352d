import { bigint, datetime, index, mysqlTable, tinyint, uniqueIndex, varchar } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id } from './columns.ts';

/**
 * A member's archive of their data (decision 075): asked for, prepared by the outbox into a zip
 * under the data directory (`file` is its generated name), downloadable by that member until
 * `expiresAt`, then removed. `status`: 0 preparing, 1 ready, 2 failed, 3 expired.
 */
export const accountExports = mysqlTable(
  'account_exports',
  {
    id: id(),
    userId: foreignId('user_id').notNull(),
    status: tinyint('status').notNull().default(0),
    file: varchar('file', { length: 64 }).notNull(),
    size: bigint('size', { mode: 'number', unsigned: true }).notNull().default(0),
    createdAt: createdAt(),
    readyAt: datetime('ready_at', { mode: 'date', fsp: 3 }),
    expiresAt: datetime('expires_at', { mode: 'date', fsp: 3 }).notNull(),
  },
  (table) => [index('account_exports_user_idx').on(table.userId, table.id)],
);

/**
 * A member's own account deletion (decision 075): scheduled with their password or second factor,
 * erased by a delayed outbox event once `scheduledFor` has passed unless cancelled (the row is then
 * deleted). `erasedAt` is set when the personal data went; the row stays as the record of it.
 */
export const accountDeletions = mysqlTable(
  'account_deletions',
  {
    id: id(),
    userId: foreignId('user_id').notNull(),
    scheduledFor: datetime('scheduled_for', { mode: 'date', fsp: 3 }).notNull(),
    createdAt: createdAt(),
    erasedAt: datetime('erased_at', { mode: 'date', fsp: 3 }),
  },
  (table) => [uniqueIndex('account_deletions_user_unique').on(table.userId)],
);
