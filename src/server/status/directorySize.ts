import { lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Walking a big uploads folder costs; the figure may be this old. */
const KEEP_MS = 5 * 60 * 1000;
const STAT_BATCH = 64;
const known = new Map<string, { size: DirectorySize; at: number }>();

export interface DirectorySize {
  bytes: number;
  files: number;
}

async function walk(dir: string): Promise<DirectorySize> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  let bytes = 0;
  for (let start = 0; start < files.length; start += STAT_BATCH) {
    const sizes = await Promise.all(
      files.slice(start, start + STAT_BATCH).map((file) =>
        lstat(file).then(
          (stats) => stats.size,
          () => 0,
        ),
      ),
    );
    bytes += sizes.reduce((sum, size) => sum + size, 0);
  }
  return { bytes, files: files.length };
}

/** The bytes and number of files under `dir` (none when it does not exist), remembered a few minutes. */
export async function directorySize(dir: string, now = Date.now()): Promise<DirectorySize> {
  const cached = known.get(dir);
  if (cached && now - cached.at < KEEP_MS) return cached.size;
  const size = await walk(dir);
  known.set(dir, { size, at: now });
  return size;
}

/** Forgets the remembered sizes (after a backup or a rotation changed the folder). */
export function forgetDirectorySizes(): void {
  known.clear();
}
