import { datetime, index, mediumtext, mysqlTable } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id } from './columns.ts';

/**
 * One "delete spammer" (decision 061): what was removed, each item with the status it had, so staff
 * may put everything back within 30 days. `removed` is the JSON of SpammerRemovalRecord.
 */
export const spammerRemovals = mysqlTable(
  'spammer_removals',
  {
    id: id(),
    userId: foreignId('user_id').notNull(),
    actorId: foreignId('actor_id').notNull(),
    removed: mediumtext('removed').notNull(),
    createdAt: createdAt(),
    restoredAt: datetime('restored_at', { mode: 'date', fsp: 3 }),
    restoredBy: foreignId('restored_by').notNull().default(0),
  },
  (table) => [index('spammer_removals_user_idx').on(table.userId, table.id)],
);
