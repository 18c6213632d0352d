import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INSTALL_LOCK_FILE, acquireInstallLock } from './installLock.ts';

describe('acquireInstallLock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'plaza-lock-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('lets one holder in at a time, in this process', async () => {
    const [first, second] = await Promise.all([acquireInstallLock(dir), acquireInstallLock(dir)]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    await (first ?? second)?.release();
    const again = await acquireInstallLock(dir);
    expect(again).toBeDefined();
    await again?.release();
  });

  it('writes a lock file that another process would see, and removes it on release', async () => {
    const lock = await acquireInstallLock(dir);
    const path = join(dir, INSTALL_LOCK_FILE);
    expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({ pid: process.pid });
    await lock?.release();
    expect(existsSync(path)).toBe(false);
  });

  it('refuses while another process holds the lock file', async () => {
    await writeFile(join(dir, INSTALL_LOCK_FILE), '{}');
    expect(await acquireInstallLock(dir)).toBeUndefined();
  });

  it('takes over a lock file left behind long ago by a process that died', async () => {
    const path = join(dir, INSTALL_LOCK_FILE);
    await writeFile(path, '{}');
    const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await utimes(path, anHourAgo, anHourAgo);
    const lock = await acquireInstallLock(dir);
    expect(lock).toBeDefined();
    await lock?.release();
  });

  it('creates the data directory when it is missing', async () => {
    const lock = await acquireInstallLock(join(dir, 'nested', 'data'));
    expect(lock).toBeDefined();
    await lock?.release();
  });
});
