import { index, mediumtext, mysqlTable, uniqueIndex, varchar } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id, updatedAt } from './columns.ts';

/**
 * What a member is writing but has not published, one row per member and composer
 * (`draft_key`, see src/shared/drafts/draftKeys.ts). `payload` is the composer's fields as JSON;
 * `summary` is a short plain-text line for the drafts list, so the list never reads payloads.
 */
export const drafts = mysqlTable(
  'drafts',
  {
    id: id(),
    userId: foreignId('user_id').notNull(),
    draftKey: varchar('draft_key', { length: 64 }).notNull(),
    payload: mediumtext('payload').notNull(),
    summary: varchar('summary', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('drafts_user_key_idx').on(table.userId, table.draftKey),
    index('drafts_user_updated_idx').on(table.userId, table.updatedAt, table.id),
  ],
);

export type DraftRow = typeof drafts.$inferSelect;
