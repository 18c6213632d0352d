import { char, datetime, index, int, mysqlTable, uniqueIndex, varchar } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id } from './columns.ts';

/** A third-party account (OIDC, GitHub, WeChat) bound to a user; one binding per provider subject. */
export const oauthAccounts = mysqlTable(
  'oauth_accounts',
  {
    id: id(),
    userId: foreignId('user_id').notNull(),
    provider: varchar('provider', { length: 32 }).notNull(),
    subject: varchar('subject', { length: 191 }).notNull(),
    email: varchar('email', { length: 191 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('oauth_accounts_subject_unique').on(table.provider, table.subject),
    uniqueIndex('oauth_accounts_user_provider_unique').on(table.userId, table.provider),
  ],
);

/** A one-time SMS sign-in code; only its SHA-256 is stored. */
export const smsCodes = mysqlTable(
  'sms_codes',
  {
    id: id(),
    phone: varchar('phone', { length: 32 }).notNull(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    attempts: int('attempts', { unsigned: true }).notNull().default(0),
    expiresAt: datetime('expires_at', { mode: 'date', fsp: 3 }).notNull(),
    usedAt: datetime('used_at', { mode: 'date', fsp: 3 }),
    createdAt: createdAt(),
  },
  (table) => [
    index('sms_codes_phone_idx').on(table.phone, table.id),
    index('sms_codes_expires_idx').on(table.expiresAt),
  ],
);
