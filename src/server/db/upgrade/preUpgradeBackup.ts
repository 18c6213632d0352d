import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rename } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export class PreUpgradeBackupError extends Error {
  override name = 'PreUpgradeBackupError';
}

/** `plaza-pre-upgrade-20261206T214500Z-before-0031_member_notes.tar.gz`: when, and which migration came next. */
export function preUpgradeArchiveName(now: Date, firstPendingTag: string): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  const tag = firstPendingTag.replace(/[^A-Za-z0-9_-]/g, '_');
  return `plaza-pre-upgrade-${stamp}-before-${tag}.tar.gz`;
}

/**
 * Backs the forum up with scripts/backup.sh (database, config.json, uploads) into `backupDir`, under
 * a name that says it was taken before an upgrade; answers the archive's absolute path.
 */
export async function backUpBeforeUpgrade(options: {
  projectDir: string;
  dataDir: string;
  backupDir: string;
  firstPendingTag: string;
  now: Date;
}): Promise<string> {
  const backupDir = resolve(options.backupDir);
  await mkdir(backupDir, { recursive: true });
  let written: string;
  try {
    const { stdout } = await run('sh', [join(options.projectDir, 'scripts/backup.sh'), backupDir], {
      cwd: options.projectDir,
      env: { ...process.env, DATA_DIR: resolve(options.dataDir) },
      maxBuffer: 1024 * 1024,
    });
    written = stdout.trim().split('\n').at(-1) ?? '';
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: unknown };
    const said = stderr?.trim().split('\n').slice(-5).join(' / ');
    throw new PreUpgradeBackupError(said || `scripts/backup.sh failed (${String(code ?? 'no exit code')})`);
  }
  if (!written || !existsSync(written)) {
    throw new PreUpgradeBackupError(
      `scripts/backup.sh named no archive that exists (it printed "${written}")`,
    );
  }
  const archive = join(dirname(written), preUpgradeArchiveName(options.now, options.firstPendingTag));
  await rename(written, archive);
  return archive;
}
