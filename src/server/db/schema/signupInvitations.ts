import { char, datetime, index, mysqlTable, uniqueIndex } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id } from './columns.ts';

/**
 * Single-use sign-up invitations (issue 40, mode 'invitation'): the code is shown once to the member
 * who made it and stored only as its SHA-256.
 */
export const signupInvitations = mysqlTable(
  'signup_invitations',
  {
    id: id(),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    createdBy: foreignId('created_by').notNull(),
    createdAt: createdAt(),
    expiresAt: datetime('expires_at', { mode: 'date', fsp: 3 }).notNull(),
    usedBy: foreignId('used_by'),
    usedAt: datetime('used_at', { mode: 'date', fsp: 3 }),
    revokedAt: datetime('revoked_at', { mode: 'date', fsp: 3 }),
  },
  (table) => [
    uniqueIndex('signup_invitations_code_unique').on(table.codeHash),
    index('signup_invitations_creator_idx').on(table.createdBy, table.id),
  ],
);
