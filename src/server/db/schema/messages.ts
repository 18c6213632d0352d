import { boolean, index, mysqlTable, tinyint, uniqueIndex, varchar } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id } from './columns.ts';

/**
 * A notice to one user about something another user (or a moderator) did. The unique key holds one
 * row per event, so a repeated or retried event never notifies twice.
 */
export const messages = mysqlTable(
  'messages',
  {
    id: id(),
    userId: foreignId('user_id').notNull(),
    actorId: foreignId('actor_id').notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    entityType: tinyint('entity_type').notNull().default(0),
    entityId: foreignId('entity_id').notNull().default(0),
    commentId: foreignId('comment_id').notNull().default(0),
    quote: varchar('quote', { length: 300 }).notNull().default(''),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('messages_user_idx').on(table.userId, table.id),
    index('messages_user_unread_idx').on(table.userId, table.isRead),
    uniqueIndex('messages_event_unique').on(
      table.userId,
      table.type,
      table.actorId,
      table.entityType,
      table.entityId,
      table.commentId,
    ),
  ],
);
