import { index, mysqlTable, primaryKey, tinyint, uniqueIndex } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id, timeWritten } from './columns.ts';

/**
 * A member watching a moment, article, tag, node or member (kind from src/shared/watching/watchKinds.ts):
 * new comments or new content there become messages to them (decision 038).
 */
export const watches = mysqlTable(
  'watches',
  {
    id: id(),
    userId: foreignId('user_id').notNull(),
    kind: tinyint('kind').notNull(),
    targetId: foreignId('target_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('watches_member_target_unique').on(table.userId, table.kind, table.targetId),
    // The watchers of a target, in member order for the notice fan-out's chunks.
    index('watches_target_idx').on(table.kind, table.targetId, table.userId),
    // The member's watch list, newest first, by cursor.
    index('watches_user_idx').on(table.userId, table.id),
  ],
);

/**
 * How far a member has read a moment or article (entity_type 0/1, as comments use), or, with
 * entity_type ReadMarkScope.all and entity_id 0, when they last marked everything read.
 */
export const readMarks = mysqlTable(
  'read_marks',
  {
    userId: foreignId('user_id').notNull(),
    entityType: tinyint('entity_type').notNull(),
    entityId: foreignId('entity_id').notNull(),
    lastCommentId: foreignId('last_comment_id').notNull().default(0),
    readAt: timeWritten('read_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.entityType, table.entityId] })],
);
