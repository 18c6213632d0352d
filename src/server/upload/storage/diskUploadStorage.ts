import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { dirname, relative, sep } from 'node:path';
import { UPLOAD_RELATIVE_PATH } from '../../../shared/upload/uploadUrl.ts';
import { storedUploadFile, uploadsRoot } from '../uploadPaths.ts';
import type { UploadStorage } from './UploadStorage.ts';

function fileOf(dataDir: string, path: string): string {
  const file = storedUploadFile(dataDir, path);
  if (!file) throw new Error(`Not an upload path: ${path}`);
  return file;
}

/** Uploads as files in `<dataDir>/uploads/YYYY/MM/` (decision 009). */
export function diskUploadStorage(dataDir: string): UploadStorage {
  return {
    kind: 'disk',
    async save(path, data) {
      const file = fileOf(dataDir, path);
      await mkdir(dirname(file), { recursive: true });
      // Written beside its final name and renamed, so a half-written file is never served.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, data, { flag: 'wx', mode: 0o644 });
      await rename(temporary, file);
    },
    async open(path) {
      const file = storedUploadFile(dataDir, path);
      if (!file) return undefined;
      const handle = await open(file, 'r').catch(() => undefined);
      if (!handle) return undefined;
      const stats = await handle.stat().catch(() => undefined);
      if (!stats?.isFile()) {
        await handle.close();
        return undefined;
      }
      const body = Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
      return { size: stats.size, modifiedAt: stats.mtime, body };
    },
    async stat(path) {
      const file = storedUploadFile(dataDir, path);
      const stats = file ? await stat(file).catch(() => undefined) : undefined;
      return stats?.isFile() ? { size: stats.size, modifiedAt: stats.mtime } : undefined;
    },
    async remove(path) {
      await rm(fileOf(dataDir, path), { force: true });
    },
    async *list() {
      const root = uploadsRoot(dataDir);
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        const path = relative(root, `${entry.parentPath}${sep}${entry.name}`).split(sep).join('/');
        if (entry.isFile() && UPLOAD_RELATIVE_PATH.test(path)) yield path;
      }
    },
  };
}
