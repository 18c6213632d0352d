import { index, mysqlTable, varchar } from 'drizzle-orm/mysql-core';
import { authoredItem, timeWritten } from './columns.ts';

/** An article: a title, an optional cover and rich text, listed by the time it was published. */
export const articles = mysqlTable(
  'articles',
  {
    ...authoredItem(),
    title: varchar('title', { length: 200 }).notNull(),
    cover: varchar('cover', { length: 512 }).notNull().default(''),
    publishedAt: timeWritten('published_at'),
  },
  (table) => [
    index('articles_status_published_idx').on(table.status, table.publishedAt, table.id),
    index('articles_user_status_idx').on(table.userId, table.status, table.id),
    index('articles_created_idx').on(table.createdAt),
  ],
);

export type ArticleRow = typeof articles.$inferSelect;
