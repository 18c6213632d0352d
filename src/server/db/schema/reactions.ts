import { index, mysqlTable, primaryKey, tinyint } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId } from './columns.ts';

/** A member's reaction to a target (the entity type and id), as likes and favorites both record it. */
const reactionColumns = () => ({
  userId: foreignId('user_id').notNull(),
  entityType: tinyint('entity_type').notNull(),
  entityId: foreignId('entity_id').notNull(),
  createdAt: createdAt(),
});

// One row per user and target: the primary key makes a double like impossible.
export const likes = mysqlTable('likes', reactionColumns(), (table) => [
  primaryKey({ columns: [table.userId, table.entityType, table.entityId] }),
  index('likes_entity_idx').on(table.entityType, table.entityId),
]);

export const favorites = mysqlTable('favorites', reactionColumns(), (table) => [
  primaryKey({ columns: [table.userId, table.entityType, table.entityId] }),
  index('favorites_entity_idx').on(table.entityType, table.entityId),
  index('favorites_user_created_idx').on(table.userId, table.createdAt),
]);
