import { index, mysqlTable, primaryKey } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId } from './columns.ts';

// One row per follower and followee; the primary key makes a double follow impossible.
export const follows = mysqlTable(
  'follows',
  {
    followerId: foreignId('follower_id').notNull(),
    followeeId: foreignId('followee_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    index('follows_followee_idx').on(table.followeeId, table.createdAt),
    index('follows_follower_created_idx').on(table.followerId, table.createdAt),
  ],
);
