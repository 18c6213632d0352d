import { datetime, index, mysqlTable, varchar, char } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId } from './columns.ts';

// id is the SHA-256 of the token; the token itself is never stored.
export const sessions = mysqlTable(
  'sessions',
  {
    id: char('id', { length: 64 }).primaryKey(),
    userId: foreignId('user_id').notNull(),
    expiresAt: datetime('expires_at', { mode: 'date', fsp: 3 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
