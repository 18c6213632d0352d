import type { StatusReport } from '@/server/status/statusReport.ts';
import { formatDate } from '@/shared/format/formatDate.ts';
import { formatBytes } from './formatBytes.ts';
import { formatDuration } from './formatDuration.ts';
import { m } from '@/paraglide/messages.js';

interface Fact {
  key: string;
  label: string;
  value: string;
  warn?: boolean;
}

/** Version, uptime, the database, its replicas and Redis. */
export function serverFacts(report: StatusReport): Fact[] {
  const { version, database, redis } = report;
  const facts: Fact[] = [
    {
      key: 'version',
      label: m.status_version(),
      value: version.commit
        ? m.status_version_commit({ version: version.version, commit: version.commit })
        : version.version,
    },
    { key: 'uptime', label: m.status_uptime(), value: formatDuration(report.uptimeSeconds) },
    database.up
      ? {
          key: 'database',
          label: m.status_database(),
          value: m.status_server_up({ version: database.version, ms: database.roundTripMs }),
        }
      : {
          key: 'database',
          label: m.status_database(),
          value: m.status_server_down({ reason: database.reason }),
          warn: true,
        },
  ];
  for (const replica of report.replicas) {
    const label = m.status_replica({ address: replica.address });
    if (!replica.health.up) {
      facts.push({
        key: 'replica',
        label,
        value: m.status_server_down({ reason: replica.health.reason }),
        warn: true,
      });
    } else if (replica.lagSeconds === null) {
      facts.push({
        key: 'replica',
        label,
        value: m.status_replica_not_replicating({ version: replica.health.version }),
        warn: true,
      });
    } else {
      facts.push({
        key: 'replica',
        label,
        value: m.status_replica_lag({ version: replica.health.version, seconds: replica.lagSeconds }),
        warn: replica.lagSeconds > 10,
      });
    }
  }
  if (!redis.configured) facts.push({ key: 'redis', label: m.status_redis(), value: m.status_redis_none() });
  else if (redis.up) {
    facts.push({
      key: 'redis',
      label: m.status_redis(),
      value: m.status_server_up({ version: redis.version, ms: redis.roundTripMs }),
    });
  } else facts.push({ key: 'redis', label: m.status_redis(), value: m.status_redis_down(), warn: true });
  return facts;
}

/** The outbox's backlog and the age of its oldest due event. */
export function outboxFacts(report: StatusReport, now: Date, timeZone: string): Fact[] {
  const { outbox } = report;
  if (!outbox)
    return [{ key: 'outbox', label: m.status_outbox_due(), value: m.status_unknown(), warn: true }];
  const oldest = outbox.oldestDueAt;
  return [
    { key: 'outbox', label: m.status_outbox_due(), value: String(outbox.due) },
    {
      key: 'outbox-oldest',
      label: m.status_outbox_oldest(),
      value: oldest
        ? m.status_outbox_oldest_value({
            time: formatDate(oldest, timeZone),
            age: formatDuration((now.getTime() - oldest.getTime()) / 1000),
          })
        : m.status_outbox_none(),
      // A due event an hour old means deliveries are stuck, not merely busy.
      warn: oldest !== null && now.getTime() - oldest.getTime() > 60 * 60 * 1000,
    },
  ];
}

/** Uploads, backups and the data folder's file system. */
export function diskFacts(report: StatusReport): Fact[] {
  const facts: Fact[] = [
    {
      key: 'uploads',
      label: m.status_disk_uploads(),
      value: report.uploads
        ? m.status_disk_files({ size: formatBytes(report.uploads.bytes), files: report.uploads.files })
        : m.status_disk_uploads_bucket(),
    },
    {
      key: 'backups',
      label: m.status_disk_backups(),
      value: m.status_disk_files({ size: formatBytes(report.backups.bytes), files: report.backups.files }),
    },
  ];
  if (report.disk) {
    facts.push({
      key: 'disk-free',
      label: m.status_disk_free(),
      value: m.status_disk_free_value({
        free: formatBytes(report.disk.freeBytes),
        total: formatBytes(report.disk.totalBytes),
      }),
      warn: report.disk.freeBytes < report.disk.totalBytes * 0.1,
    });
  }
  return facts;
}
