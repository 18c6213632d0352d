import {
  boolean,
  char,
  datetime,
  index,
  mysqlTable,
  primaryKey,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id } from './columns.ts';

/**
 * A member's choice of channels for one kind of notice (issue 41). Only choices that differ from
 * the defaults (src/shared/notifications/notificationKinds.ts) need a row; a row holds all three.
 */
export const notificationChoices = mysqlTable(
  'notification_choices',
  {
    userId: foreignId('user_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    inApp: boolean('in_app').notNull(),
    email: boolean('email').notNull(),
    push: boolean('push').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

/**
 * A browser that receives a member's web pushes: its push service endpoint (unique by its SHA-256,
 * an endpoint is longer than an index allows) and the subscription's keys for payload encryption.
 */
export const pushDevices = mysqlTable(
  'push_devices',
  {
    id: id(),
    userId: foreignId('user_id').notNull(),
    endpoint: varchar('endpoint', { length: 1024 }).notNull(),
    endpointHash: char('endpoint_hash', { length: 64 }).notNull(),
    p256dh: varchar('p256dh', { length: 128 }).notNull(),
    auth: varchar('auth', { length: 64 }).notNull(),
    /** What the member sees in the device list (browser and system, from the user agent). */
    label: varchar('label', { length: 128 }).notNull().default(''),
    createdAt: createdAt(),
    lastPushedAt: datetime('last_pushed_at', { mode: 'date', fsp: 3 }),
  },
  (table) => [
    uniqueIndex('push_devices_endpoint_unique').on(table.endpointHash),
    index('push_devices_user_idx').on(table.userId, table.id),
  ],
);

/**
 * Every mail that arrived for reply by email, accepted or refused (issue 41): its Message-ID's
 * SHA-256 makes a provider's retried webhook post once, and the outcome is the log an admin reads.
 */
export const inboundMails = mysqlTable(
  'inbound_mails',
  {
    id: id(),
    messageIdHash: char('message_id_hash', { length: 64 }).notNull(),
    /** The member the reply address named (0 when it named nobody). */
    userId: foreignId('user_id').notNull().default(0),
    sender: varchar('sender', { length: 191 }).notNull().default(''),
    /** 'posted' or 'refused'. */
    outcome: varchar('outcome', { length: 16 }).notNull(),
    /** Why it was refused (a bounce reason code), '' when posted. */
    reason: varchar('reason', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('inbound_mails_message_unique').on(table.messageIdHash),
    index('inbound_mails_created_idx').on(table.createdAt, table.id),
  ],
);
