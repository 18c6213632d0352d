import { mysqlTable, primaryKey, tinyint } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId } from './columns.ts';

// One row per item and member mentioned in it whose notice was sent: an edit, a retry or a
// concurrent save that mentions them again finds the row and sends nothing (decision 037).
export const mentionNotices = mysqlTable(
  'mention_notices',
  {
    kind: tinyint('kind').notNull(),
    entityId: foreignId('entity_id').notNull(),
    userId: foreignId('user_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.entityId, table.userId] })],
);
