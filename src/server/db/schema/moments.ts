import { boolean, index, mediumtext, mysqlTable, text, tinyint, varchar } from 'drizzle-orm/mysql-core';
import { authoredItem, foreignId, timeWritten } from './columns.ts';

/** A moment is a post (type 0: title + rich text) or a tweet (type 1: short text + images). */
export const moments = mysqlTable(
  'moments',
  {
    ...authoredItem(),
    nodeId: foreignId('node_id').notNull().default(0),
    type: tinyint('type').notNull().default(0),
    title: varchar('title', { length: 200 }).notNull().default(''),
    // JSON array of upload URLs (tweets).
    images: text('images').notNull(),
    hiddenContent: mediumtext('hidden_content').notNull(),
    sticky: boolean('sticky').notNull().default(false),
    recommended: boolean('recommended').notNull().default(false),
    lastActivityAt: timeWritten('last_activity_at'),
    // In a question node: the top-level comment its author (or staff) accepted as the answer.
    answerCommentId: foreignId('answer_comment_id'),
    // The score ledger row that paid the accepted answer, taken back exactly when it changes.
    answerScoreLogId: foreignId('answer_score_log_id'),
  },
  (table) => [
    index('moments_status_activity_idx').on(table.status, table.lastActivityAt, table.id),
    index('moments_status_sticky_idx').on(table.status, table.sticky, table.lastActivityAt, table.id),
    index('moments_status_recommended_idx').on(
      table.status,
      table.recommended,
      table.lastActivityAt,
      table.id,
    ),
    index('moments_node_status_activity_idx').on(table.nodeId, table.status, table.lastActivityAt, table.id),
    // A question node's "Unanswered" list: answer_comment_id IS NULL is an equality for the index.
    index('moments_node_status_answer_activity_idx').on(
      table.nodeId,
      table.status,
      table.answerCommentId,
      table.lastActivityAt,
      table.id,
    ),
    index('moments_user_status_idx').on(table.userId, table.status, table.id),
    index('moments_created_idx').on(table.createdAt),
  ],
);

export type MomentRow = typeof moments.$inferSelect;
