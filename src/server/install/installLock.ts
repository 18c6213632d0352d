import { mkdir, open, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const INSTALL_LOCK_FILE = 'install.lock';
// A lock older than this was left by a process that died mid-install.
const STALE_AFTER_MS = 15 * 60 * 1000;

let heldInProcess = false;

export interface InstallLock {
  release(): Promise<void>;
}

async function createLockFile(path: string): Promise<boolean> {
  try {
    const handle = await open(path, 'wx', 0o600);
    try {
      await handle.writeFile(JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
    } finally {
      await handle.close();
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function removeIfStale(path: string): Promise<boolean> {
  try {
    const { mtimeMs } = await stat(path);
    if (Date.now() - mtimeMs < STALE_AFTER_MS) return false;
    await rm(path, { force: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * One install at a time: an in-process flag for concurrent requests, and an exclusive file in the
 * data directory for other processes sharing it. Undefined when another install holds it.
 */
export async function acquireInstallLock(dataDir: string): Promise<InstallLock | undefined> {
  if (heldInProcess) return undefined;
  heldInProcess = true;
  try {
    await mkdir(dataDir, { recursive: true });
    const path = join(dataDir, INSTALL_LOCK_FILE);
    const created =
      (await createLockFile(path)) || ((await removeIfStale(path)) && (await createLockFile(path)));
    if (!created) {
      heldInProcess = false;
      return undefined;
    }
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        try {
          await rm(path, { force: true });
        } finally {
          heldInProcess = false;
        }
      },
    };
  } catch (error) {
    heldInProcess = false;
    throw error;
  }
}
