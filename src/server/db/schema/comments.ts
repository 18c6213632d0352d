import { index, int, mysqlTable, text, tinyint, varchar } from 'drizzle-orm/mysql-core';
import { createdAt, editHistory, foreignId, id } from './columns.ts';

/**
 * A comment on a moment or article (entity_type from src/shared/content/entityType.ts).
 * Top-level comments have parent_id 0; sub-replies point at their top-level comment and may
 * quote another reply (reply_to_id / reply_to_user_id).
 */
export const comments = mysqlTable(
  'comments',
  {
    id: id(),
    entityType: tinyint('entity_type').notNull(),
    entityId: foreignId('entity_id').notNull(),
    userId: foreignId('user_id').notNull(),
    parentId: foreignId('parent_id').notNull().default(0),
    replyToId: foreignId('reply_to_id').notNull().default(0),
    replyToUserId: foreignId('reply_to_user_id').notNull().default(0),
    content: text('content').notNull(),
    // JSON array of upload URLs.
    images: text('images').notNull(),
    ipLocation: varchar('ip_location', { length: 64 }).notNull().default(''),
    status: tinyint('status').notNull().default(0),
    likeCount: int('like_count', { unsigned: true }).notNull().default(0),
    replyCount: int('reply_count', { unsigned: true }).notNull().default(0),
    createdAt: createdAt(),
    ...editHistory(),
  },
  (table) => [
    index('comments_created_idx').on(table.createdAt),
    // The review queue: held comments, oldest first (decision 059).
    index('comments_status_idx').on(table.status, table.id),
    index('comments_entity_parent_idx').on(
      table.entityType,
      table.entityId,
      table.parentId,
      table.status,
      table.id,
    ),
    // With the status, "has this member commented here" is one look-up the review queue's status
    // index cannot draw into an index merge.
    index('comments_user_entity_idx').on(table.userId, table.entityType, table.entityId, table.status),
    // Unread comments since a read mark (decision 038): a covering range over the newer ids only.
    index('comments_entity_unread_idx').on(
      table.entityType,
      table.entityId,
      table.id,
      table.status,
      table.userId,
    ),
  ],
);

export type CommentRow = typeof comments.$inferSelect;
