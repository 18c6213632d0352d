import { statfs } from 'node:fs/promises';
import { backupDir, dataDir } from '../config/installConfig.ts';
import { activeDatabaseSettings } from '../install/installState.ts';
import { getEnv } from '../config/env.ts';
import { uploadsRoot } from '../upload/uploadPaths.ts';
import { configuredUploadStorage } from '../upload/storage/configuredUploadStorage.ts';
import type { BackupRunRow } from '../db/schema/index.ts';
import { lastKeptBackup, listBackupRuns } from '../backups/backupRuns.queries.ts';
import { loadBackupSchedule, type StoredBackupSchedule } from '../backups/backupSchedule.ts';
import { appVersion, type AppVersion } from './appVersion.ts';
import { primaryHealth, replicasHealth, type ReplicaHealth, type ServerHealth } from './databaseStatus.ts';
import { redisHealth, type RedisHealth } from './redisStatus.ts';
import { readOutboxBacklog, type OutboxBacklog } from './outboxBacklog.ts';
import { directorySize, type DirectorySize } from './directorySize.ts';
import { readTrafficHistory, type TrafficHistory } from './trafficHistory.ts';

export interface StatusReport {
  version: AppVersion;
  uptimeSeconds: number;
  database: ServerHealth;
  replicas: ReplicaHealth[];
  redis: RedisHealth;
  outbox: OutboxBacklog | null;
  traffic: TrafficHistory | null;
  /** Null when uploads are kept in a bucket (STORAGE_URL), not on this disk. */
  uploads: DirectorySize | null;
  backups: DirectorySize;
  /** Free and total bytes of the file system that holds the data folder. */
  disk: { freeBytes: number; totalBytes: number } | null;
  lastBackup: BackupRunRow | null;
  runs: BackupRunRow[];
  schedule: StoredBackupSchedule | null;
}

async function diskOf(dir: string): Promise<StatusReport['disk']> {
  try {
    const stats = await statfs(dir);
    return { freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
  } catch {
    return null;
  }
}

/** A figure that needs the database shows as unknown while it is down, rather than failing the page. */
const orNull = <T>(promise: Promise<T>): Promise<T | null> => promise.catch(() => null);

/** Everything the owner's status page shows, gathered at once. */
export async function readStatusReport(now: Date): Promise<StatusReport> {
  const onDisk = configuredUploadStorage().kind === 'disk';
  const [
    version,
    database,
    replicas,
    redis,
    outbox,
    traffic,
    uploads,
    backups,
    disk,
    lastBackup,
    runs,
    schedule,
  ] = await Promise.all([
    appVersion(),
    primaryHealth(),
    replicasHealth(getEnv().DATABASE_REPLICA_URLS, activeDatabaseSettings()?.database ?? ''),
    redisHealth(),
    orNull(readOutboxBacklog(now)),
    orNull(readTrafficHistory(now)),
    onDisk ? directorySize(uploadsRoot(dataDir())) : Promise.resolve(null),
    directorySize(backupDir()),
    diskOf(dataDir()),
    orNull(lastKeptBackup()),
    listBackupRuns().catch(() => []),
    orNull(loadBackupSchedule()),
  ]);
  return {
    version,
    uptimeSeconds: Math.floor(process.uptime()),
    database,
    replicas,
    redis,
    outbox,
    traffic,
    uploads,
    backups,
    disk,
    lastBackup: lastBackup ?? null,
    runs,
    schedule,
  };
}
