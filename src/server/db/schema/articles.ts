import { index, mediumtext, mysqlTable, tinyint, varchar } from 'drizzle-orm/mysql-core';
import {
  createdAt,
  editHistory,
  engagementCounts,
  foreignId,
  id,
  timeWritten,
  updatedAt,
} from './columns.ts';

/** status: 0 published, 1 pending review, 2 deleted (src/shared/content/contentStatus.ts). */
export const articles = mysqlTable(
  'articles',
  {
    id: id(),
    userId: foreignId('user_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    content: mediumtext('content').notNull(),
    contentText: mediumtext('content_text').notNull(),
    excerpt: varchar('excerpt', { length: 400 }).notNull().default(''),
    cover: varchar('cover', { length: 512 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    ipLocation: varchar('ip_location', { length: 64 }).notNull().default(''),
    status: tinyint('status').notNull().default(0),
    ...engagementCounts(),
    publishedAt: timeWritten('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...editHistory(),
  },
  (table) => [
    index('articles_status_published_idx').on(table.status, table.publishedAt, table.id),
    index('articles_user_status_idx').on(table.userId, table.status, table.id),
    index('articles_created_idx').on(table.createdAt),
  ],
);

export type ArticleRow = typeof articles.$inferSelect;
