import {
  boolean,
  index,
  int,
  mysqlTable,
  primaryKey,
  tinyint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id, updatedAt } from './columns.ts';

/** Nodes are the categories every moment belongs to. */
export const nodes = mysqlTable(
  'nodes',
  {
    id: id(),
    name: varchar('name', { length: 40 }).notNull(),
    description: varchar('description', { length: 300 }).notNull().default(''),
    logo: varchar('logo', { length: 512 }).notNull().default(''),
    sortOrder: int('sort_order').notNull().default(0),
    status: tinyint('status').notNull().default(0),
    momentCount: int('moment_count', { unsigned: true }).notNull().default(0),
    // A question node's moments can have one accepted answer (decision 082).
    questions: boolean('questions').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('nodes_status_sort_idx').on(table.status, table.sortOrder, table.id)],
);

export const tags = mysqlTable(
  'tags',
  {
    id: id(),
    name: varchar('name', { length: 32 }).notNull(),
    momentCount: int('moment_count', { unsigned: true }).notNull().default(0),
    articleCount: int('article_count', { unsigned: true }).notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('tags_name_unique').on(table.name),
    index('tags_moment_count_idx').on(table.momentCount, table.id),
  ],
);

export const momentTags = mysqlTable(
  'moment_tags',
  {
    momentId: foreignId('moment_id').notNull(),
    tagId: foreignId('tag_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.momentId, table.tagId] }),
    index('moment_tags_tag_idx').on(table.tagId, table.momentId),
  ],
);

export const articleTags = mysqlTable(
  'article_tags',
  {
    articleId: foreignId('article_id').notNull(),
    tagId: foreignId('tag_id').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.articleId, table.tagId] }),
    index('article_tags_tag_idx').on(table.tagId, table.articleId),
  ],
);
