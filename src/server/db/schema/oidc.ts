import {
  boolean,
  datetime,
  index,
  mediumtext,
  mysqlTable,
  primaryKey,
  text,
  varchar,
} from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id, updatedAt } from './columns.ts';

/**
 * oidc-provider's storage (decision 074): one row per model and id with the payload as JSON, and the
 * payload fields it looks rows up by (grant, user code, uid) or we do (account and client of a grant).
 */
export const oidcPayloads = mysqlTable(
  'oidc_payloads',
  {
    model: varchar('model', { length: 40 }).notNull(),
    id: varchar('id', { length: 128 }).notNull(),
    payload: mediumtext('payload').notNull(),
    grantId: varchar('grant_id', { length: 128 }),
    userCode: varchar('user_code', { length: 128 }),
    uid: varchar('uid', { length: 128 }),
    accountId: varchar('account_id', { length: 64 }),
    clientId: varchar('client_id', { length: 64 }),
    expiresAt: datetime('expires_at', { mode: 'date', fsp: 3 }),
    consumedAt: datetime('consumed_at', { mode: 'date', fsp: 3 }),
  },
  (table) => [
    primaryKey({ name: 'oidc_payloads_pk', columns: [table.model, table.id] }),
    index('oidc_payloads_grant_idx').on(table.grantId),
    index('oidc_payloads_uid_idx').on(table.model, table.uid),
    index('oidc_payloads_user_code_idx').on(table.model, table.userCode),
    index('oidc_payloads_account_idx').on(table.model, table.accountId, table.clientId),
    index('oidc_payloads_client_idx').on(table.clientId),
    index('oidc_payloads_expires_idx').on(table.expiresAt),
  ],
);

/** The sites the owner lets members sign in to with their Plaza account. */
export const oidcClients = mysqlTable('oidc_clients', {
  id: id(),
  clientId: varchar('client_id', { length: 64 }).notNull().unique('oidc_clients_client_id_uq'),
  name: varchar('name', { length: 100 }).notNull(),
  /** The client secret sealed with the server's secret key (secretBox.ts): oidc-provider compares it in plain. */
  secretSealed: varchar('secret_sealed', { length: 255 }).notNull(),
  /** JSON arrays of absolute URLs. */
  redirectUris: text('redirect_uris').notNull(),
  postLogoutRedirectUris: text('post_logout_redirect_uris').notNull(),
  /** Where the site hears of a member's sign-out (OpenID Connect Back-Channel Logout), if it asks to. */
  backchannelLogoutUri: varchar('backchannel_logout_uri', { length: 500 }),
  /** Logout tokens may reach private and loopback addresses (owner-set, off by default, as webhooks). */
  backchannelAllowPrivateAddresses: boolean('backchannel_allow_private_addresses').notNull().default(false),
  createdBy: foreignId('created_by').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The provider's signing keys (JWKS) and cookie keys, made on first use, sealed like the client secrets. */
export const oidcKeys = mysqlTable('oidc_keys', {
  kind: varchar('kind', { length: 32 }).primaryKey(),
  sealed: mediumtext('sealed').notNull(),
  createdAt: createdAt(),
});

export type OidcClientRow = typeof oidcClients.$inferSelect;
