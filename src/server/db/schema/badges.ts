import { datetime, index, int, mysqlTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/mysql-core';
import { foreignId } from './columns.ts';

/**
 * The badges members hold (decision 083): one row per member and badge, so a badge is awarded once
 * however often its rule is met. `awarded_by` is the owner who gave it by hand, null for a rule.
 */
export const badgeAwards = mysqlTable(
  'badge_awards',
  {
    userId: foreignId('user_id').notNull(),
    slug: varchar('slug', { length: 40 }).notNull(),
    awardedAt: datetime('awarded_at', { mode: 'date', fsp: 3 }).notNull(),
    awardedBy: foreignId('awarded_by'),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.slug] }),
    // A badge's holders, newest first, by keyset cursor (awarded_at, user_id).
    index('badge_awards_slug_idx').on(table.slug, table.awardedAt, table.userId),
  ],
);

/**
 * How many members hold each badge, kept with every award and revocation (repaired by npm run
 * repair). `id` is the badge's fixed number (its `notice`), the key the repair walks.
 */
export const badgeHolders = mysqlTable(
  'badge_holders',
  {
    id: int('id', { unsigned: true }).primaryKey(),
    slug: varchar('slug', { length: 40 }).notNull(),
    holders: int('holders', { unsigned: true }).notNull().default(0),
  },
  (table) => [uniqueIndex('badge_holders_slug_unique').on(table.slug)],
);
