import { char, datetime, index, mysqlTable, tinyint, uniqueIndex, varchar } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id } from './columns.ts';

/**
 * Single-use links sent by email (purpose: 0 verify the address, 1 reset the password).
 * Only the SHA-256 of the token is stored.
 */
export const emailTokens = mysqlTable(
  'email_tokens',
  {
    id: id(),
    userId: foreignId('user_id').notNull(),
    purpose: tinyint('purpose').notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    email: varchar('email', { length: 191 }).notNull(),
    expiresAt: datetime('expires_at', { mode: 'date', fsp: 3 }).notNull(),
    usedAt: datetime('used_at', { mode: 'date', fsp: 3 }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('email_tokens_hash_unique').on(table.tokenHash),
    index('email_tokens_user_idx').on(table.userId, table.purpose),
    index('email_tokens_expires_idx').on(table.expiresAt),
  ],
);
