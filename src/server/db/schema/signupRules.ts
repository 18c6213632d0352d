import { mysqlTable, uniqueIndex, varchar } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id } from './columns.ts';

/**
 * The owner's sign-up block and allow lists (issue 40): an e-mail domain or an IP range (CIDR) that
 * may not, or alone may, sign up. "Delete spammer" adds the spammer's address and domain here.
 */
export const signupRules = mysqlTable(
  'signup_rules',
  {
    id: id(),
    /** 'domain' | 'ip' */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** A lower-case e-mail domain, or an IPv4/IPv6 address or CIDR range. */
    value: varchar('value', { length: 191 }).notNull(),
    /** 'block' | 'allow' */
    action: varchar('action', { length: 8 }).notNull(),
    note: varchar('note', { length: 255 }).notNull().default(''),
    createdBy: foreignId('created_by').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('signup_rules_kind_value_unique').on(table.kind, table.value, table.action)],
);
