import { int, mediumtext, mysqlTable, tinyint, uniqueIndex, varchar } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id } from './columns.ts';

/**
 * One edit of a moment, article or comment (kind from src/shared/content/entityType.ts): the
 * version it replaced, who replaced it and when. Revision n of an item is its n-th kept edit; the
 * version after it is revision n + 1's, or the item itself for the latest (decision 034).
 */
export const contentRevisions = mysqlTable(
  'content_revisions',
  {
    id: id(),
    kind: tinyint('kind').notNull(),
    entityId: foreignId('entity_id').notNull(),
    revision: int('revision', { unsigned: true }).notNull(),
    editorId: foreignId('editor_id').notNull(),
    title: varchar('title', { length: 200 }).notNull().default(''),
    // Stored clean HTML (moments, articles) or the plain text (comments), as it was.
    body: mediumtext('body').notNull(),
    // The plain text the history's diff compares.
    bodyText: mediumtext('body_text').notNull(),
    // JSON of the other edited fields: images, hidden content, cover, type.
    extra: mediumtext('extra').notNull(),
    createdAt: createdAt(),
  },
  // One index both numbers each item's revisions uniquely and serves its history, newest first.
  (table) => [uniqueIndex('content_revisions_item_idx').on(table.kind, table.entityId, table.revision)],
);

export type ContentRevisionRow = typeof contentRevisions.$inferSelect;
