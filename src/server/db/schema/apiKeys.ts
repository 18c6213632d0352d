import {
  boolean,
  char,
  datetime,
  index,
  int,
  mysqlTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id } from './columns.ts';

/**
 * API keys (issue 43, decision 072): a member's personal key (owner_id set) or a site key the owner
 * made (owner_id null), acting for one member. Only the SHA-256 of the token is stored.
 */
export const apiKeys = mysqlTable(
  'api_keys',
  {
    id: id(),
    /** The member whose personal key this is; null for a site key. */
    ownerId: foreignId('owner_id'),
    /** The member the key acts for: the owner of a personal key, the chosen member or the system member. */
    actsAsId: foreignId('acts_as_id').notNull(),
    /** A site key acting as the system member rather than a chosen one. */
    actsAsSystem: boolean('acts_as_system').notNull().default(false),
    name: varchar('name', { length: 64 }).notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    /** The token's first characters, shown in lists to tell keys apart. */
    tokenPrefix: varchar('token_prefix', { length: 16 }).notNull(),
    /** Comma-separated ApiScope values. */
    scopes: varchar('scopes', { length: 64 }).notNull(),
    /** Requests a minute the key may make. */
    perMinute: int('per_minute', { unsigned: true }).notNull(),
    /** Addresses and CIDR ranges the key may be used from, one per line; empty: anywhere. */
    allowedIps: text('allowed_ips').notNull(),
    expiresAt: datetime('expires_at', { mode: 'date', fsp: 3 }),
    lastUsedAt: datetime('last_used_at', { mode: 'date', fsp: 3 }),
    lastUsedIp: varchar('last_used_ip', { length: 64 }).notNull().default(''),
    revokedAt: datetime('revoked_at', { mode: 'date', fsp: 3 }),
    createdBy: foreignId('created_by').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('api_keys_token_unique').on(table.tokenHash),
    index('api_keys_owner_idx').on(table.ownerId, table.id),
  ],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
