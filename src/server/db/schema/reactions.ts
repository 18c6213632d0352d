import { index, int, mysqlTable, primaryKey, tinyint } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId } from './columns.ts';

/** A member's reaction to a target (the entity type and id), as likes and favorites both record it. */
const reactionColumns = () => ({
  userId: foreignId('user_id').notNull(),
  entityType: tinyint('entity_type').notNull(),
  entityId: foreignId('entity_id').notNull(),
  createdAt: createdAt(),
});

// One row per user and target: the primary key makes a double like impossible.
export const likes = mysqlTable(
  'likes',
  {
    ...reactionColumns(),
    // 0 the plain like, else an emoji's code (src/shared/reactions/reactionEmoji.ts, decision 080).
    reaction: tinyint('reaction', { unsigned: true }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.entityType, table.entityId] }),
    // With the reaction: the who-reacted list reads one emoji's likers in user order (the key's tail).
    index('likes_entity_reaction_idx').on(table.entityType, table.entityId, table.reaction),
  ],
);

/**
 * How many likes of a target carry each emoji (decision 080); the plain like has no row. Kept in
 * the transaction that writes the `likes` row, and by `npm run repair`.
 */
export const reactionCounts = mysqlTable(
  'reaction_counts',
  {
    entityType: tinyint('entity_type').notNull(),
    entityId: foreignId('entity_id').notNull(),
    reaction: tinyint('reaction', { unsigned: true }).notNull(),
    count: int('count', { unsigned: true }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.entityType, table.entityId, table.reaction] })],
);

export const favorites = mysqlTable('favorites', reactionColumns(), (table) => [
  primaryKey({ columns: [table.userId, table.entityType, table.entityId] }),
  index('favorites_entity_idx').on(table.entityType, table.entityId),
  index('favorites_user_created_idx').on(table.userId, table.createdAt),
]);
