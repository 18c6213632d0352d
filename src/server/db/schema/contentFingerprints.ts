import { char, datetime, index, mysqlTable, varchar } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id } from './columns.ts';

/**
 * One row per moment, article or comment a member posted or edited (issue 40): the hash of its
 * normalized text, so the duplicate check finds the same text by the same member across items.
 * Housekeeping deletes rows past `expires_at` (the longest window the owner may set).
 */
export const contentFingerprints = mysqlTable(
  'content_fingerprints',
  {
    id: id(),
    userId: foreignId('user_id').notNull(),
    /** SHA-256 of the normalized text, hex. */
    fingerprint: char('fingerprint', { length: 64 }).notNull(),
    /** 'moment' | 'article' | 'comment': an edit does not match its own item. */
    itemKind: varchar('item_kind', { length: 8 }).notNull(),
    itemId: foreignId('item_id').notNull(),
    createdAt: createdAt(),
    expiresAt: datetime('expires_at', { mode: 'date', fsp: 3 }).notNull(),
  },
  (table) => [
    index('content_fingerprints_user_idx').on(table.userId, table.fingerprint, table.createdAt),
    index('content_fingerprints_expires_idx').on(table.expiresAt),
  ],
);
