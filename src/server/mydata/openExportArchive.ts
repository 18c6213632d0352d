import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { getDb, type Database } from '../db/client.ts';
import { downloadableExport } from './accountExport.commands.ts';

/** The member's own ready archive to stream, or undefined (none, expired, or its file is gone). */
export async function openExportArchive(userId: number, db: Database = getDb()) {
  const ready = await downloadableExport(userId, db);
  if (!ready) return undefined;
  const handle = await open(ready.path, 'r').catch(() => undefined);
  if (!handle) return undefined;
  const stats = await handle.stat();
  return {
    name: `account-data-${userId}-${ready.createdAt.toISOString().slice(0, 10)}.zip`,
    size: stats.size,
    body: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>,
  };
}
