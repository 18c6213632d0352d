import { sql } from 'drizzle-orm';
import { bigint, datetime, int } from 'drizzle-orm/mysql-core';

const counter = (name: string) => int(name, { unsigned: true }).notNull().default(0);

export const id = () => bigint('id', { mode: 'number', unsigned: true }).autoincrement().primaryKey();
export const foreignId = (name: string) => bigint(name, { mode: 'number', unsigned: true });
/** A time to the millisecond, the time the row is written unless given. */
export const timeWritten = (name: string) =>
  datetime(name, { mode: 'date', fsp: 3 })
    .notNull()
    // An expression default that MySQL 5.7 and MariaDB both accept (not defaultNow()).
    .default(sql`CURRENT_TIMESTAMP(3)`);
export const createdAt = () => timeWritten('created_at');
export const updatedAt = () => timeWritten('updated_at');

/** The edit history an editable item keeps beside its row (content_revisions holds the revisions). */
export const editHistory = () => ({
  /** When an edit last kept a revision; null while the item was never edited past the grace period. */
  editedAt: datetime('edited_at', { mode: 'date', fsp: 3 }),
  revisionCount: counter('revision_count'),
});

/** The reader counters moments and articles both keep beside their rows (repaired by npm run repair). */
export const engagementCounts = () => ({
  viewCount: counter('view_count'),
  likeCount: counter('like_count'),
  favoriteCount: counter('favorite_count'),
  commentCount: counter('comment_count'),
});
