import { sql } from 'drizzle-orm';
import { bigint, datetime, int } from 'drizzle-orm/mysql-core';

export const id = () => bigint('id', { mode: 'number', unsigned: true }).autoincrement().primaryKey();
export const foreignId = (name: string) => bigint(name, { mode: 'number', unsigned: true });
// An expression default that MySQL 5.7 and MariaDB both accept (not defaultNow()).
export const createdAt = () =>
  datetime('created_at', { mode: 'date', fsp: 3 })
    .notNull()
    .default(sql`CURRENT_TIMESTAMP(3)`);
export const updatedAt = () =>
  datetime('updated_at', { mode: 'date', fsp: 3 })
    .notNull()
    .default(sql`CURRENT_TIMESTAMP(3)`);
/** When an edit last kept a revision; null while the item was never edited past the grace period. */
export const editedAt = () => datetime('edited_at', { mode: 'date', fsp: 3 });
export const revisionCount = () => int('revision_count', { unsigned: true }).notNull().default(0);
