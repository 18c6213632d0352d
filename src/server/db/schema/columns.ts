import { sql } from 'drizzle-orm';
import { bigint, boolean, datetime, int, mediumtext, tinyint, varchar } from 'drizzle-orm/mysql-core';

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
const engagementCounts = () => ({
  viewCount: counter('view_count'),
  likeCount: counter('like_count'),
  favoriteCount: counter('favorite_count'),
  commentCount: counter('comment_count'),
});

/**
 * What moments and articles both are: an author's clean content (HTML, its plain text, an excerpt),
 * where it was posted from, its status (0 published, 1 pending review, 2 deleted:
 * src/shared/content/contentStatus.ts), its reader counters, times and edit history.
 */
export const authoredItem = () => ({
  id: id(),
  userId: foreignId('user_id').notNull(),
  content: mediumtext('content').notNull(),
  contentText: mediumtext('content_text').notNull(),
  excerpt: varchar('excerpt', { length: 400 }).notNull().default(''),
  ip: varchar('ip', { length: 64 }).notNull().default(''),
  ipLocation: varchar('ip_location', { length: 64 }).notNull().default(''),
  status: tinyint('status').notNull().default(0),
  /** Set in the transaction that adds its poll, so lists mark it without another query (decision 081). */
  hasPoll: boolean('has_poll').notNull().default(false),
  ...engagementCounts(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  ...editHistory(),
});
