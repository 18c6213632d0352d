import { bigint, datetime, index, int, mysqlTable, uniqueIndex, varchar } from 'drizzle-orm/mysql-core';
import { id, timeWritten } from './columns.ts';

/**
 * One app process's traffic in one minute (issue 42): how many requests it answered, how many with
 * a 5xx, their latency histogram (bucket deltas as JSON, the buckets of metricsRegistry.ts) and its
 * page-cache look-ups. The status page sums every process's rows per minute; rows go after two days.
 */
export const metricSamples = mysqlTable(
  'metric_samples',
  {
    id: id(),
    /** `host:pid:start`, unique per running process, so two processes' minutes never merge by mistake. */
    process: varchar('process', { length: 100 }).notNull(),
    minute: datetime('minute', { mode: 'date', fsp: 3 }).notNull(),
    requests: int('requests', { unsigned: true }).notNull().default(0),
    errors: int('errors', { unsigned: true }).notNull().default(0),
    /** Requests per latency bucket in this minute, not cumulative: `[n ≤ 5 ms, n ≤ 10 ms, …, n > 10 s]`. */
    latencyBuckets: varchar('latency_buckets', { length: 400 }).notNull().default('{}'),
    latencySumMs: bigint('latency_sum_ms', { mode: 'number', unsigned: true }).notNull().default(0),
    cacheHits: int('cache_hits', { unsigned: true }).notNull().default(0),
    cacheMisses: int('cache_misses', { unsigned: true }).notNull().default(0),
  },
  (table) => [index('metric_samples_minute_idx').on(table.minute)],
);

/**
 * A backup the forum took itself (issue 42): on the owner's schedule (`scheduled_for` is that day's
 * slot, unique, so a cluster takes it once) or at the owner's request (null). `file` is the archive's
 * name in BACKUP_DIR; `removed_at` is set when rotation deleted it; `error` says why a run failed.
 */
export const backupRuns = mysqlTable(
  'backup_runs',
  {
    id: id(),
    scheduledFor: datetime('scheduled_for', { mode: 'date', fsp: 3 }),
    startedAt: timeWritten('started_at'),
    finishedAt: datetime('finished_at', { mode: 'date', fsp: 3 }),
    file: varchar('file', { length: 100 }).notNull().default(''),
    sizeBytes: bigint('size_bytes', { mode: 'number', unsigned: true }).notNull().default(0),
    error: varchar('error', { length: 1000 }).notNull().default(''),
    removedAt: datetime('removed_at', { mode: 'date', fsp: 3 }),
  },
  (table) => [
    uniqueIndex('backup_runs_slot_unique').on(table.scheduledFor),
    index('backup_runs_started_idx').on(table.startedAt),
  ],
);

export type BackupRunRow = typeof backupRuns.$inferSelect;
