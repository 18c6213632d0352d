import { bigint, char, datetime, index, int, mysqlTable, varchar } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id } from './columns.ts';

/**
 * A member's authenticator secret (AES-256-GCM, key outside the database). `enabledAt` stays null
 * until a code confirms the enrolment; `lastStep` is the last accepted 30 s step (replay guard).
 */
export const userTwoFactor = mysqlTable('user_two_factor', {
  userId: foreignId('user_id').primaryKey(),
  secretCipher: varchar('secret_cipher', { length: 255 }).notNull(),
  enabledAt: datetime('enabled_at', { mode: 'date', fsp: 3 }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
  createdAt: createdAt(),
});

/** Single-use recovery codes; only the SHA-256 of each is stored. */
export const twoFactorRecoveryCodes = mysqlTable(
  'two_factor_recovery_codes',
  {
    id: id(),
    userId: foreignId('user_id').notNull(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    usedAt: datetime('used_at', { mode: 'date', fsp: 3 }),
    createdAt: createdAt(),
  },
  (table) => [index('two_factor_recovery_user_idx').on(table.userId, table.codeHash)],
);

/**
 * A sign-in that passed its first factor and waits for a code; only the SHA-256 of the token is
 * stored. It holds no session: the session is created when the code is accepted.
 */
export const twoFactorChallenges = mysqlTable(
  'two_factor_challenges',
  {
    id: char('id', { length: 64 }).primaryKey(),
    userId: foreignId('user_id').notNull(),
    redirect: varchar('redirect', { length: 512 }).notNull(),
    attempts: int('attempts').notNull().default(0),
    expiresAt: datetime('expires_at', { mode: 'date', fsp: 3 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('two_factor_challenges_user_idx').on(table.userId),
    index('two_factor_challenges_expires_idx').on(table.expiresAt),
  ],
);

export type UserTwoFactorRow = typeof userTwoFactor.$inferSelect;
