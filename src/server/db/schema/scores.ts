import { date, index, int, mysqlTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/mysql-core';
import { createdAt, foreignId, id } from './columns.ts';

/**
 * Every change of a user's score. (user_id, source, ref_id) is unique so one event never pays twice;
 * users.score is the running balance, updated in the same transaction.
 */
export const scoreLogs = mysqlTable(
  'score_logs',
  {
    id: id(),
    userId: foreignId('user_id').notNull(),
    source: varchar('source', { length: 32 }).notNull(),
    refId: foreignId('ref_id').notNull().default(0),
    amount: int('amount').notNull(),
    balanceAfter: int('balance_after').notNull(),
    reason: varchar('reason', { length: 255 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('score_logs_user_idx').on(table.userId, table.id),
    uniqueIndex('score_logs_event_unique').on(table.userId, table.source, table.refId),
  ],
);

/** One row per user and day (in the site's time zone); the key makes a second check-in impossible. */
export const checkins = mysqlTable(
  'checkins',
  {
    userId: foreignId('user_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    streak: int('streak', { unsigned: true }).notNull(),
    points: int('points').notNull().default(0),
    /** The check-in's place in its day (1 = first), fixed as it is written: the day's check-ins take turns. */
    dayRank: int('day_rank', { unsigned: true }).notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day] }),
    index('checkins_day_idx').on(table.day, table.createdAt),
  ],
);

/**
 * One row per day that had a check-in. Each check-in updates the day's row first, so the day's
 * check-ins take turns on its lock until they commit: their times then follow the commit order and
 * a rank counted after the commit is final. `checkins` counts them (rolled back with a refusal).
 */
export const checkinDays = mysqlTable('checkin_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  checkins: int('checkins', { unsigned: true }).notNull(),
});
