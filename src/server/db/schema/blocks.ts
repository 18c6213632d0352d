import { index, mysqlTable, primaryKey } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId } from './columns.ts';

// One row per member who blocks and member blocked; the primary key answers "has A blocked B".
export const memberBlocks = mysqlTable(
  'member_blocks',
  {
    blockerId: foreignId('blocker_id').notNull(),
    blockedId: foreignId('blocked_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.blockerId, table.blockedId] }),
    index('member_blocks_blocked_idx').on(table.blockedId, table.blockerId),
    index('member_blocks_blocker_created_idx').on(table.blockerId, table.createdAt),
  ],
);
