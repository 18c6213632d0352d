import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { adminConnection, uniqueDatabaseName } from '../../../tests/testDatabase.ts';
import { createDatabase, createPool } from '../db/client.ts';
import { backupRuns, users } from '../db/schema/index.ts';
import { saveSiteConfig } from '../site/siteConfig.commands.ts';
import { logger } from '../log/logger.ts';
import type { DatabaseSettings } from '../config/installConfig.ts';
import { saveBackupSchedule } from './backupSchedule.ts';
import { lastKeptBackup, listBackupRuns } from './backupRuns.queries.ts';
import { openBackupArchive } from './openBackupArchive.ts';
import { defaultBackupScript } from './runBackupScript.ts';
import { runDueBackup, type BackupPlace } from './scheduledBackup.ts';

const run = promisify(execFile);
const t = useTestDatabase();
const restoredName = uniqueDatabaseName('plaza_restored');
const temporaryDirs: string[] = [];
let dataDir: string;
let outputDir: string;

async function temporaryDir(name: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `plaza-scheduled-${name}-`));
  temporaryDirs.push(dir);
  return dir;
}

const at = (iso: string) => () => new Date(iso);
const place = (overrides: Partial<BackupPlace> = {}): BackupPlace => ({
  db: t.db,
  script: defaultBackupScript(),
  outputDir,
  dataDir,
  withPool: (work) => work(t.pool),
  ...overrides,
});
/** backup.sh names its archives to the second: two runs in one second would share a name. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));
const runsOfSlot = (slot: string) =>
  t.db
    .select()
    .from(backupRuns)
    .where(eq(backupRuns.scheduledFor, new Date(slot)));

const urlOf = (settings: DatabaseSettings) =>
  `mysql://${encodeURIComponent(settings.username)}:${encodeURIComponent(settings.password)}@${settings.host}:${settings.port}/${settings.database}`;

beforeAll(async () => {
  dataDir = await temporaryDir('data');
  outputDir = join(await temporaryDir('out'), 'backups');
  await writeFile(
    join(dataDir, 'config.json'),
    JSON.stringify({ database: t.settings, installedAt: new Date().toISOString() }),
  );
  await saveSiteConfig({ timeZone: 'Asia/Shanghai' }, t.db);
  await t.db.insert(users).values({ nickname: 'Kept in the backup', email: 'kept@example.com' });
  // Saved at 20:00 on 7 December in Shanghai: every day at 03:00, keeping two.
  await saveBackupSchedule(
    { id: 1, ip: '127.0.0.1' },
    { enabled: true, time: '03:00', keep: 2 },
    t.db,
    new Date('2026-12-07T12:00:00Z'),
  );
});

afterAll(async () => {
  const admin = await adminConnection();
  await admin.query(`DROP DATABASE IF EXISTS \`${restoredName}\``);
  await admin.end();
  for (const dir of temporaryDirs) await rm(dir, { recursive: true, force: true });
});

describe('scheduled backups', () => {
  it('takes tomorrow’s 03:00 backup when a test clock says it is 03:00, and only once', async () => {
    // The morning's slot came before the schedule was saved; 02:59 the next day is still too early.
    expect(await runDueBackup(at('2026-12-07T12:30:00Z'), place())).toMatchObject({ kind: 'not-due' });
    expect(await runDueBackup(at('2026-12-07T18:59:00Z'), place())).toMatchObject({ kind: 'not-due' });

    const outcome = await runDueBackup(at('2026-12-07T19:00:00Z'), place());
    expect(outcome).toMatchObject({ kind: 'done' });
    const [row] = await runsOfSlot('2026-12-07T19:00:00Z');
    expect(row).toMatchObject({ error: '', removedAt: null, startedAt: new Date('2026-12-07T19:00:00Z') });
    expect(row!.file).toMatch(/^plaza-backup-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(row!.finishedAt).not.toBeNull();
    expect((await stat(join(outputDir, row!.file))).size).toBe(row!.sizeBytes);
    expect(row!.sizeBytes).toBeGreaterThan(0);

    // Later that day the slot is taken: no second backup.
    expect(await runDueBackup(at('2026-12-07T19:30:00Z'), place())).toMatchObject({ kind: 'not-due' });
    expect(await t.db.select().from(backupRuns)).toHaveLength(1);
  }, 60_000);

  it('lets one of two processes that look at the same moment take it', async () => {
    await nextSecond();
    const outcomes = await Promise.all([
      runDueBackup(at('2026-12-08T19:00:00Z'), place()),
      runDueBackup(at('2026-12-08T19:00:00Z'), place()),
    ]);
    expect(outcomes.filter((outcome) => outcome.kind === 'done')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'busy' || outcome.kind === 'not-due')).toHaveLength(
      1,
    );
    expect(await runsOfSlot('2026-12-08T19:00:00Z')).toHaveLength(1);
  }, 60_000);

  it('rotates: the third day’s backup deletes the oldest archive, keeping two', async () => {
    const [first] = await runsOfSlot('2026-12-07T19:00:00Z');
    await nextSecond();
    expect(await runDueBackup(at('2026-12-09T19:00:00Z'), place())).toMatchObject({ kind: 'done' });

    await expect(stat(join(outputDir, first!.file))).rejects.toThrow('ENOENT');
    const [rotated] = await runsOfSlot('2026-12-07T19:00:00Z');
    expect(rotated!.removedAt).toEqual(new Date('2026-12-09T19:00:00Z'));
    const kept = await t.db.select().from(backupRuns).orderBy(asc(backupRuns.startedAt));
    expect(kept.map((runRow) => runRow.removedAt === null)).toEqual([false, true, true]);
    for (const keptRun of kept.slice(1))
      expect((await stat(join(outputDir, keptRun.file))).isFile()).toBe(true);
    expect((await lastKeptBackup(t.db))?.id).toBe(kept[2]!.id);
  }, 60_000);

  it('records a failed backup with the script’s reason and logs it, deleting nothing', async () => {
    const logged = vi.spyOn(logger, 'error');
    const emptyDataDir = await temporaryDir('not-installed');
    const outcome = await runDueBackup(at('2026-12-10T19:00:00Z'), place({ dataDir: emptyDataDir }));
    expect(outcome).toMatchObject({ kind: 'failed' });
    const [failed] = await runsOfSlot('2026-12-10T19:00:00Z');
    expect(failed!.error).toContain('Not an installed forum');
    expect(failed!.file).toBe('');
    expect(failed!.finishedAt).not.toBeNull();
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), 'backup failed');
    logged.mockRestore();
    // The status page lists it first; the last good backup is still the one before.
    const [newest] = await listBackupRuns(t.db);
    expect(newest!.id).toBe(failed!.id);
    expect((await lastKeptBackup(t.db))?.error).toBe('');
    const kept = (await listBackupRuns(t.db)).filter((runRow) => runRow.file && !runRow.removedAt);
    expect(kept).toHaveLength(2);
  }, 60_000);

  it('opens only a kept archive by its bare name for download', async () => {
    const newest = (await lastKeptBackup(t.db))!;
    const archive = await openBackupArchive(newest.file, t.db, outputDir);
    expect(archive?.size).toBe(newest.sizeBytes);
    const chunks: Uint8Array[] = [];
    for await (const chunk of archive!.body) chunks.push(chunk);
    expect(Buffer.concat(chunks).equals(await readFile(join(outputDir, newest.file)))).toBe(true);

    const [rotated] = await runsOfSlot('2026-12-07T19:00:00Z');
    for (const name of [
      rotated!.file,
      '../config.json',
      `../backups/${newest.file}`,
      `${newest.file}/..`,
      'plaza-backup-20200101T000000Z.tar.gz',
      '',
    ]) {
      expect(await openBackupArchive(name, t.db, outputDir), name).toBeUndefined();
    }
  });

  it('restores a scheduled backup into a fresh database with scripts/restore.sh', async () => {
    const newest = (await lastKeptBackup(t.db))!;
    const restoredDir = join(await temporaryDir('restored'), 'data');
    const target = { ...t.settings, database: restoredName };
    await run('sh', ['scripts/restore.sh', join(outputDir, newest.file)], {
      env: { ...process.env, DATA_DIR: restoredDir, DATABASE_URL: urlOf(target), STORAGE_URL: '' },
    });
    const pool = createPool(target, { connectionLimit: 2 });
    try {
      const restored = createDatabase(pool);
      const names = await restored.select({ nickname: users.nickname }).from(users);
      expect(names.map((row) => row.nickname)).toContain('Kept in the backup');
      // The dump was taken during its own run: the earlier runs are in it, finished.
      const runs = await restored.select().from(backupRuns).orderBy(asc(backupRuns.id));
      expect(runs.length).toBeGreaterThanOrEqual(2);
      expect(runs[0]!.scheduledFor).toEqual(new Date('2026-12-07T19:00:00Z'));
    } finally {
      await pool.end();
    }
    const config = JSON.parse(await readFile(join(restoredDir, 'config.json'), 'utf8')) as {
      database: DatabaseSettings;
    };
    expect(config.database.database).toBe(restoredName);
  }, 60_000);
});
