import { index, int, mysqlTable, uniqueIndex, varchar } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id } from './columns.ts';

// One row per stored image; path is relative to <DATA_DIR>/uploads (YYYY/MM/<hex>.<ext>).
export const uploads = mysqlTable(
  'uploads',
  {
    id: id(),
    userId: foreignId('user_id').notNull(),
    path: varchar('path', { length: 191 }).notNull(),
    mime: varchar('mime', { length: 32 }).notNull(),
    bytes: int('bytes', { unsigned: true }).notNull(),
    width: int('width', { unsigned: true }).notNull(),
    height: int('height', { unsigned: true }).notNull(),
    originalName: varchar('original_name', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('uploads_path_unique').on(table.path),
    index('uploads_user_idx').on(table.userId, table.createdAt),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
