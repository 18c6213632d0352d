import { datetime, index, int, mysqlTable, varchar } from 'drizzle-orm/mysql-core';

// Fixed-window counters shared by every app process. window_start is indexed for housekeeping.
export const rateLimitBuckets = mysqlTable(
  'rate_limit_buckets',
  {
    key: varchar('bucket_key', { length: 191 }).primaryKey(),
    windowStart: datetime('window_start', { mode: 'date', fsp: 3 }).notNull(),
    hits: int('hits', { unsigned: true }).notNull().default(0),
  },
  (table) => [index('rate_limit_buckets_window_idx').on(table.windowStart)],
);
