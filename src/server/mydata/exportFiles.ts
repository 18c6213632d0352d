import { join } from 'node:path';
import { dataDir } from '../config/installConfig.ts';

/** Archives live in the data directory, never under a path a request can name. */
export function exportDir(): string {
  return join(dataDir(), 'account-exports');
}

/** The archive's place on disk from its generated name (hex only, checked). */
export function exportPath(file: string): string {
  if (!/^[0-9a-f]{32}\.zip$/.test(file)) throw new Error('Bad archive name');
  return join(exportDir(), file);
}
