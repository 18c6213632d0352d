import { mysqlTable, primaryKey, varchar } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId } from './columns.ts';

/**
 * A moment, article or comment that members' flags hid pending review (decision 058): the row says
 * why the item is pending, so staff see "Hidden by flags" and a dismissal publishes it again. It is
 * removed when staff decide on the item.
 */
export const flagHides = mysqlTable(
  'flag_hides',
  {
    /** 'moment' | 'article' | 'comment' */
    targetType: varchar('target_type', { length: 16 }).notNull(),
    targetId: foreignId('target_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.targetType, table.targetId] })],
);
