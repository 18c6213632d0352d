import {
  index,
  int,
  mediumtext,
  mysqlTable,
  text,
  tinyint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id, timeWritten, updatedAt } from './columns.ts';

/**
 * One row per searchable moment, article or member, holding the application's tokens
 * (src/server/search/searchTokens.ts) for the FULLTEXT indexes that migration 0007 adds by hand
 * (drizzle has no FULLTEXT builder): (title_tokens) and (title_tokens, body_tokens).
 * Only visible things have a row; kind: 0 moment, 1 article, 2 user (SearchKind).
 */
export const searchDocuments = mysqlTable(
  'search_documents',
  {
    id: id(),
    kind: tinyint('kind').notNull(),
    entityId: foreignId('entity_id').notNull(),
    nodeId: foreignId('node_id').notNull().default(0),
    userId: foreignId('user_id').notNull().default(0),
    titleTokens: text('title_tokens').notNull(),
    bodyTokens: mediumtext('body_tokens').notNull(),
    publishedAt: timeWritten('published_at'),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('search_documents_entity_unique').on(table.kind, table.entityId),
    index('search_documents_kind_published_idx').on(table.kind, table.publishedAt, table.id),
  ],
);

/** Friend links shown on /links and in the side bar; status 0 shown, 1 hidden. */
export const friendLinks = mysqlTable(
  'friend_links',
  {
    id: id(),
    title: varchar('title', { length: 80 }).notNull(),
    url: varchar('url', { length: 512 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull().default(''),
    logo: varchar('logo', { length: 512 }).notNull().default(''),
    sortOrder: int('sort_order').notNull().default(0),
    status: tinyint('status').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('friend_links_status_sort_idx').on(table.status, table.sortOrder, table.id)],
);
