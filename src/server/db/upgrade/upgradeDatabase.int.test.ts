import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../../../../tests/testDatabase.ts';
import type { DatabaseSettings } from '../../config/installConfig.ts';
import { createPool } from '../client.ts';
import { upgradeDatabase, UpgradeRefusedError, type UpgradeOptions } from './upgradeDatabase.ts';

// A forum's schema history of its own, written into a temporary migrations folder as drizzle-kit would.
const MIGRATIONS = {
  '0000_notes': ['CREATE TABLE notes (id INT PRIMARY KEY, body VARCHAR(100) NOT NULL)'],
  '0001_note_titles': ['ALTER TABLE notes ADD COLUMN title VARCHAR(50) NULL'],
  '0002_labels': ['CREATE TABLE labels (id INT PRIMARY KEY)'],
  '0003_broken': [
    'CREATE TABLE half_done (id INT PRIMARY KEY)',
    'ALTER TABLE no_such_table ADD COLUMN x INT',
  ],
  '0004_after': ['CREATE TABLE after_broken (id INT PRIMARY KEY)'],
  '0005_shared': ['CREATE TABLE shared_once (id INT PRIMARY KEY)'],
} as const;
type Tag = keyof typeof MIGRATIONS;

let root: string;
let folder: string;
let dataDir: string;
let backupDir: string;
let settings: DatabaseSettings;
let drop: () => Promise<void>;
let pool: mysql.Pool;
const logged: string[] = [];

function shipMigrations(tags: Tag[]): void {
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const entries = tags.map((tag, index) => {
    writeFileSync(join(folder, `${tag}.sql`), MIGRATIONS[tag].join(';\n--> statement-breakpoint\n') + ';\n');
    const when = 1_800_000_000_000 + Object.keys(MIGRATIONS).indexOf(tag);
    return { idx: index, version: '5', when, tag, breakpoints: true };
  });
  writeFileSync(
    join(folder, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'mysql', entries }),
  );
}

function upgrade(overrides: Partial<UpgradeOptions> = {}, on: mysql.Pool = pool) {
  return upgradeDatabase(on, {
    projectDir: process.cwd(),
    dataDir,
    backupDir,
    database: settings,
    databaseFromEnvironment: false,
    skipBackup: false,
    migrationsFolder: folder,
    now: () => new Date('2026-12-06T21:45:07Z'),
    log: (message) => logged.push(message),
    ...overrides,
  });
}

async function tables(): Promise<string[]> {
  const [rows] = await pool.query('SHOW TABLES');
  return (rows as Record<string, string>[]).map((row) => Object.values(row)[0]!).sort();
}

async function appliedCount(): Promise<number> {
  const [rows] = await pool.query('SELECT COUNT(*) AS applied FROM __drizzle_migrations');
  return Number((rows as { applied: number }[])[0]!.applied);
}

const archives = () => (existsSync(backupDir) ? readdirSync(backupDir).sort() : []);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'plaza-upgrade-'));
  folder = join(root, 'migrations');
  dataDir = join(root, 'data');
  backupDir = join(root, 'backups');
  mkdirSync(dataDir);
  ({ settings, drop } = await createEmptyDatabase('plaza_upgrade'));
  writeFileSync(
    join(dataDir, 'config.json'),
    JSON.stringify({ database: settings, installedAt: '2026-12-01T00:00:00.000Z' }),
  );
  pool = createPool(settings, { connectionLimit: 2 });
});

afterAll(async () => {
  await pool?.end();
  await drop?.();
  rmSync(root, { recursive: true, force: true });
});

describe('upgrading an installed forum’s database at start', () => {
  it('takes no backup of an empty database (a fresh install) nor when nothing is pending', async () => {
    shipMigrations(['0000_notes']);
    const fresh = await upgrade();
    expect(fresh.applied.map((migration) => migration.tag)).toEqual(['0000_notes']);
    expect(fresh.backup).toEqual({ kind: 'empty-database' });
    await pool.query("INSERT INTO notes (id, body) VALUES (1, 'written before the upgrade')");

    const again = await upgrade();
    expect(again).toEqual({ applied: [], backup: undefined });
    expect(archives()).toEqual([]);
  });

  it('backs the forum up before applying a pending migration, then applies it', async () => {
    shipMigrations(['0000_notes', '0001_note_titles']);
    const result = await upgrade();
    expect(result.applied.map((migration) => migration.tag)).toEqual(['0001_note_titles']);
    expect(archives()).toEqual(['plaza-pre-upgrade-20261206T214507Z-before-0001_note_titles.tar.gz']);
    const archive = join(backupDir, archives()[0]!);
    expect(result.backup).toMatchObject({ kind: 'archive', path: archive });
    // The dump was taken before the migration: the table without its new column, with its row.
    const dump = execFileSync('tar', ['-xzOf', archive, 'database.sql'], { encoding: 'utf8' });
    expect(dump).toContain('CREATE TABLE `notes`');
    expect(dump).toContain('written before the upgrade');
    expect(dump).not.toContain('`title`');
    const [columns] = await pool.query("SHOW COLUMNS FROM notes LIKE 'title'");
    expect(columns).toHaveLength(1);
    expect(logged.join('\n')).toContain(`backup written to ${archive}`);
  });

  it('stops before any migration when the backup fails, saying so', async () => {
    shipMigrations(['0000_notes', '0001_note_titles', '0002_labels']);
    const missingDataDir = join(root, 'not-installed');
    const refused = await upgrade({ dataDir: missingDataDir }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UpgradeRefusedError);
    const message = (refused as Error).message;
    expect(message).toContain('the backup before applying 1 new migration (0002_labels) failed');
    expect(message).toContain('no migration ran and the database is unchanged');
    expect(message).toContain(`Not an installed forum: ${missingDataDir}/config.json is missing`);
    expect(await tables()).not.toContain('labels');
    expect(await appliedCount()).toBe(2);
  });

  it('refuses on a failing migration with its name, leaving the earlier ones applied and the backup for restore.sh', async () => {
    shipMigrations(['0000_notes', '0001_note_titles', '0002_labels', '0003_broken', '0004_after']);
    rmSync(backupDir, { recursive: true, force: true });
    const refused = await upgrade({ now: () => new Date('2026-12-06T22:00:00Z') }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(UpgradeRefusedError);
    const message = (refused as Error).message;
    const archive = join(backupDir, 'plaza-pre-upgrade-20261206T220000Z-before-0002_labels.tar.gz');
    expect(existsSync(archive)).toBe(true);
    expect(message).toMatch(/^Plaza cannot start: migration 0003_broken failed/);
    expect(message).toContain(`File: ${join(folder, '0003_broken.sql')} (statement 2 of 2)`);
    expect(message).toMatch(/Error: Table '.*no_such_table' doesn't exist \(ER_NO_SUCH_TABLE\)/);
    expect(message).toContain('applied by this start: 0002_labels;');
    expect(message).toContain('of 0003_broken, its first statement (of 2) took effect');
    expect(message).toContain('not applied: 0004_after.');
    expect(message).toContain(`Backup taken before the upgrade: ${archive}`);
    expect(message).toContain(
      `DATA_DIR=${dataDir}-restored DATABASE_URL=mysql://${settings.username}${settings.password ? ':PASSWORD' : ''}` +
        `@${settings.host}:${settings.port}/${settings.database}_restored ` +
        `sh ${join(process.cwd(), 'scripts/restore.sh')} ${archive}`,
    );
    expect(await tables()).toEqual(['__drizzle_migrations', 'half_done', 'labels', 'notes']);
    expect(await appliedCount()).toBe(3);
  });

  it('applies without a backup when the operator skips it knowingly', async () => {
    shipMigrations(['0000_notes', '0001_note_titles', '0002_labels', '0004_after']);
    rmSync(backupDir, { recursive: true, force: true });
    const result = await upgrade({ skipBackup: true });
    expect(result.applied.map((migration) => migration.tag)).toEqual(['0004_after']);
    expect(result.backup).toEqual({ kind: 'skipped' });
    expect(archives()).toEqual([]);
    expect(await tables()).toContain('after_broken');
  });

  it('backs up and migrates once when two processes start together', async () => {
    shipMigrations(['0000_notes', '0001_note_titles', '0002_labels', '0004_after', '0005_shared']);
    const otherProcess = createPool(settings, { connectionLimit: 2 });
    try {
      const results = await Promise.all([upgrade(), upgrade({}, otherProcess)]);
      const applied = results.map((result) => result.applied.map((migration) => migration.tag));
      expect(applied.sort()).toEqual([[], ['0005_shared']]);
      expect(archives()).toEqual(['plaza-pre-upgrade-20261206T214507Z-before-0005_shared.tar.gz']);
    } finally {
      await otherProcess.end();
    }
  });
});
