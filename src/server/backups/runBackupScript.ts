import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { isBackupFileName } from '@/shared/backups/backupFileName.ts';

/** A dump of a big forum takes a while; one that runs longer than this is stuck. */
const BACKUP_TIMEOUT_MS = 6 * 60 * 60 * 1000;
/** What of the script's error output a failed run keeps: its last lines say what went wrong. */
const KEPT_ERROR_CHARS = 900;

export interface BackupScript {
  /** scripts/backup.sh as it is (decision 020); the forum is started from the project folder. */
  script: string;
  outputDir: string;
  dataDir: string;
}

class BackupFailedError extends Error {
  override name = 'BackupFailedError';
}

export function defaultBackupScript(): string {
  return resolve('scripts/backup.sh');
}

/** Runs the backup script into `outputDir` and answers the archive's name and size; throws BackupFailedError. */
export function runBackupScript({
  script,
  outputDir,
  dataDir,
}: BackupScript): Promise<{ file: string; size: number }> {
  return new Promise((resolvePromise, reject) => {
    execFile(
      'sh',
      [script, outputDir],
      {
        env: { ...process.env, DATA_DIR: dataDir },
        timeout: BACKUP_TIMEOUT_MS,
        maxBuffer: 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) {
          const said = String(stderr).trim().slice(-KEPT_ERROR_CHARS);
          reject(new BackupFailedError(said || error.message));
          return;
        }
        const archive = String(stdout).trim().split('\n').pop() ?? '';
        const file = basename(archive);
        if (!isBackupFileName(file) || resolve(dirname(archive)) !== resolve(outputDir)) {
          reject(new BackupFailedError(`The backup script named no archive in ${outputDir}`));
          return;
        }
        stat(archive).then(
          (stats) => resolvePromise({ file, size: stats.size }),
          (statError: Error) => reject(new BackupFailedError(statError.message)),
        );
      },
    );
  });
}
