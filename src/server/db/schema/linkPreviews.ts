import { char, datetime, index, mysqlTable, tinyint, uniqueIndex, varchar } from 'drizzle-orm/mysql-core';
import { createdAt, id } from './columns.ts';

/**
 * One row per previewed URL (decision 079): what its page says of itself, fetched on the server
 * after a post naming it was saved, and refreshed once it is a day old. `status` 1 is a card,
 * 0 a page that gave none (refused, too slow, not HTML): the link stays a plain link.
 */
export const linkPreviews = mysqlTable(
  'link_previews',
  {
    id: id(),
    /** SHA-256 of the URL (hex): the URL itself is too long for a unique key. */
    urlHash: char('url_hash', { length: 64 }).notNull(),
    url: varchar('url', { length: 2048 }).notNull(),
    status: tinyint('status').notNull().default(0),
    title: varchar('title', { length: 300 }).notNull().default(''),
    description: varchar('description', { length: 500 }).notNull().default(''),
    siteName: varchar('site_name', { length: 100 }).notNull().default(''),
    /** The re-encoded image's path under the uploads, '' when there is none. */
    imagePath: varchar('image_path', { length: 191 }).notNull().default(''),
    fetchedAt: datetime('fetched_at', { mode: 'date', fsp: 3 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('link_previews_url_hash_unique').on(table.urlHash),
    index('link_previews_fetched_idx').on(table.fetchedAt),
  ],
);

export type LinkPreviewRow = typeof linkPreviews.$inferSelect;
