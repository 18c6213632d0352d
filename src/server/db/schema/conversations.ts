import { boolean, datetime, index, int, mysqlTable, primaryKey, text, tinyint } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id, timeWritten } from './columns.ts';

/**
 * A private conversation between members (decision 036). The last published message is kept here so
 * the list shows its preview without reading the messages.
 */
export const conversations = mysqlTable('conversations', {
  id: id(),
  creatorId: foreignId('creator_id').notNull(),
  lastMessageId: foreignId('last_message_id').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * One row per member and conversation. `active` turns false when the member leaves; the list reads
 * a member's active rows newest activity first on conversation_members_list_idx. `unreadCount` is
 * moved by the send and read commands in the same transaction as the message.
 */
export const conversationMembers = mysqlTable(
  'conversation_members',
  {
    conversationId: foreignId('conversation_id').notNull(),
    userId: foreignId('user_id').notNull(),
    active: boolean('active').notNull().default(true),
    joinedAt: timeWritten('joined_at'),
    leftAt: datetime('left_at', { mode: 'date', fsp: 3 }),
    /** When the conversation last had a published message (or was started): the list's order. */
    activityAt: datetime('activity_at', { mode: 'date', fsp: 3 }).notNull(),
    lastReadMessageId: foreignId('last_read_message_id').notNull().default(0),
    unreadCount: int('unread_count', { unsigned: true }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_members_list_idx').on(
      table.userId,
      table.active,
      table.activityAt,
      table.conversationId,
    ),
    index('conversation_members_unread_idx').on(table.userId, table.unreadCount),
  ],
);

/**
 * A message: plain text and uploaded images like a comment (the editor's plain variant). status is a
 * ContentStatus: published, or pending while forbidden words hold it for review (only its sender
 * sees it then).
 */
export const conversationMessages = mysqlTable(
  'conversation_messages',
  {
    id: id(),
    conversationId: foreignId('conversation_id').notNull(),
    senderId: foreignId('sender_id').notNull(),
    content: text('content').notNull(),
    images: text('images').notNull(),
    status: tinyint('status').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('conversation_messages_thread_idx').on(table.conversationId, table.id),
    index('conversation_messages_status_idx').on(table.status, table.id),
  ],
);

export type ConversationMessageRow = typeof conversationMessages.$inferSelect;
