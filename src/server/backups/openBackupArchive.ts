import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { backupDir } from '../config/installConfig.ts';
import { getDb, type Database } from '../db/client.ts';
import { isBackupFileName } from '@/shared/backups/backupFileName.ts';
import { keptBackupNamed } from './backupRuns.queries.ts';

interface BackupArchive {
  file: string;
  size: number;
  body: ReadableStream<Uint8Array>;
}

/**
 * A kept backup to stream, or undefined: the name must be a bare archive name of backup.sh's
 * pattern (no folder, no `..`), recorded by a run and not rotated out, and a file in the folder.
 */
export async function openBackupArchive(
  name: string,
  db: Database = getDb(),
  folder: string = backupDir(),
): Promise<BackupArchive | undefined> {
  if (!isBackupFileName(name)) return undefined;
  if (!(await keptBackupNamed(name, db))) return undefined;
  const handle = await open(join(folder, name), 'r').catch(() => undefined);
  if (!handle) return undefined;
  const stats = await handle.stat().catch(() => undefined);
  if (!stats?.isFile()) {
    await handle.close();
    return undefined;
  }
  return {
    file: name,
    size: stats.size,
    body: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>,
  };
}
