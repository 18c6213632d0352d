import { backupDir, dataDir } from '../config/installConfig.ts';
import { createPool, getDb } from '../db/client.ts';
import { activeDatabaseSettings } from '../install/installState.ts';
import { defaultBackupScript } from './runBackupScript.ts';
import type { BackupPlace } from './scheduledBackup.ts';

/** The forum's own database, DATA_DIR, BACKUP_DIR and scripts/backup.sh. */
export function forumBackupPlace(): BackupPlace {
  return {
    db: getDb(),
    script: defaultBackupScript(),
    outputDir: backupDir(),
    dataDir: dataDir(),
    withPool: async (work) => {
      const settings = activeDatabaseSettings();
      if (!settings) throw new Error('The forum is not installed');
      // A pool of its own: the lock's connection is held for the whole backup, never one the pages need.
      const pool = createPool(settings, { connectionLimit: 2 });
      try {
        return await work(pool);
      } finally {
        await pool.end();
      }
    },
  };
}
