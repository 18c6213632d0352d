import { join } from 'node:path';
import type mysql from 'mysql2/promise';
import type { DatabaseSettings } from '../../config/installConfig.ts';
import { runMigrations } from '../migrate.ts';
import type { MigrationFile } from '../migrationFolder.ts';
import { MigrationFailedError } from '../migrationFailedError.ts';
import { databaseHasTables } from '../migrationLedger.ts';
import { backUpBeforeUpgrade, PreUpgradeBackupError } from './preUpgradeBackup.ts';
import { restoreCommand } from './restoreCommand.ts';
import { backupFailedMessage, migrationFailedMessage, type BackupOutcome } from './upgradeRefusalMessages.ts';

/** The start must not go on; the message says why, what state the database is in, and the way back. */
export class UpgradeRefusedError extends Error {
  override name = 'UpgradeRefusedError';
}

export interface UpgradeOptions {
  /** The checkout whose scripts/ back up and restore (the launcher's working directory). */
  projectDir: string;
  dataDir: string;
  backupDir: string;
  database: DatabaseSettings;
  /** DATABASE_URL names the database, so a restore must change it too. */
  databaseFromEnvironment: boolean;
  skipBackup: boolean;
  migrationsFolder?: string;
  now?: () => Date;
  log: (message: string) => void;
}

interface UpgradeResult {
  applied: MigrationFile[];
  backup: BackupOutcome | undefined;
}

const tags = (migrations: MigrationFile[]) => migrations.map((migration) => migration.tag).join(', ');

/**
 * Brings an installed forum's schema up to date: when migrations are pending on a database with tables,
 * backs it up first (a failed backup stops everything), then applies them one by one.
 */
export async function upgradeDatabase(pool: mysql.Pool, options: UpgradeOptions): Promise<UpgradeResult> {
  const result: UpgradeResult = { applied: [], backup: undefined };
  const backUp = async (pending: MigrationFile[], connection: mysql.PoolConnection) => {
    result.applied = pending;
    if (!(await databaseHasTables(connection))) {
      result.backup = { kind: 'empty-database' };
      return;
    }
    if (options.skipBackup) {
      options.log(`SKIP_UPGRADE_BACKUP is set: applying ${tags(pending)} without a backup`);
      result.backup = { kind: 'skipped' };
      return;
    }
    options.log(`backing up the forum before applying ${tags(pending)}`);
    let archive: string;
    try {
      archive = await backUpBeforeUpgrade({
        projectDir: options.projectDir,
        dataDir: options.dataDir,
        backupDir: options.backupDir,
        firstPendingTag: pending[0]!.tag,
        now: options.now?.() ?? new Date(),
      });
    } catch (error) {
      if (!(error instanceof PreUpgradeBackupError)) throw error;
      throw new UpgradeRefusedError(backupFailedMessage(pending, error.message, options.backupDir));
    }
    options.log(`backup written to ${archive}`);
    const restore = restoreCommand({
      scriptPath: join(options.projectDir, 'scripts/restore.sh'),
      archive,
      dataDir: options.dataDir,
      database: options.database,
    });
    result.backup = { kind: 'archive', path: archive, restore };
  };
  try {
    await runMigrations(pool, {
      ...(options.migrationsFolder ? { folder: options.migrationsFolder } : {}),
      beforeApplying: backUp,
    });
  } catch (error) {
    if (!(error instanceof MigrationFailedError)) throw error;
    throw new UpgradeRefusedError(
      migrationFailedMessage(
        error,
        result.backup ?? { kind: 'empty-database' },
        options.databaseFromEnvironment,
      ),
    );
  }
  if (result.applied.length > 0) options.log(`applied ${tags(result.applied)}`);
  return result;
}
