import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, createPool } from '@/server/db/client.ts';
import { runMigrations } from '@/server/db/migrate.ts';
import { users } from '@/server/db/schema/index.ts';
import { builtinDatabasePaths } from '@/server/builtinDb/builtinDatabasePaths.ts';
import { BuiltinDatabaseServer } from '@/server/builtinDb/builtinDatabaseServer.ts';
import { builtinDatabaseSettings } from '@/server/builtinDb/builtinDatabaseSettings.ts';
import { countRows } from '@/server/builtinDb/moveOut/rowCounts.ts';

// scripts/backup.sh and scripts/restore.sh on a forum whose database is the built-in one: over its
// socket while the forum runs, and with the server run for the command alone while it is stopped.

const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), 'plaza-bb-'));
const sourceDir = join(root, 'src');
const restoredDir = join(root, 'dst');
const backupDir = join(root, 'backups');
const account = { uid: userInfo().uid, username: userInfo().username };
const serverOf = (dataDir: string) =>
  new BuiltinDatabaseServer(builtinDatabasePaths(dataDir), account, () => undefined);
const source = serverOf(sourceDir);
const restored = serverOf(restoredDir);

function scriptEnv(dataDir: string): NodeJS.ProcessEnv {
  const { DATABASE_URL: _url, STORAGE_URL: _storage, ...inherited } = process.env;
  return { ...inherited, DATA_DIR: dataDir };
}

async function usersIn(dataDir: string): Promise<string[]> {
  const connection = await mysql.createConnection({
    socketPath: builtinDatabasePaths(dataDir).socket,
    user: 'root',
    database: 'plaza',
  });
  try {
    const [rows] = await connection.query('SELECT nickname FROM users ORDER BY id');
    return (rows as Array<{ nickname: string }>).map((row) => row.nickname);
  } finally {
    await connection.end();
  }
}

beforeAll(async () => {
  await source.start();
  const pool = createPool(builtinDatabaseSettings(sourceDir), { connectionLimit: 2 });
  try {
    await runMigrations(pool);
    await createDatabase(pool)
      .insert(users)
      .values([{ nickname: 'Kept' }, { nickname: 'Also kept' }]);
  } finally {
    await pool.end();
  }
  const config = { database: builtinDatabaseSettings(sourceDir), installedAt: new Date().toISOString() };
  writeFileSync(join(sourceDir, 'config.json'), JSON.stringify(config));
}, 120_000);

afterAll(async () => {
  await source.stop();
  await restored.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('backup and restore of the built-in database', () => {
  it('backs up through the socket while the forum runs', async () => {
    const { stdout } = await run('sh', ['scripts/backup.sh', backupDir], { env: scriptEnv(sourceDir) });
    expect(stdout.trim()).toMatch(/plaza-backup-\d{8}T\d{6}Z\.tar\.gz$/);
    expect(await source.isAnswering()).toBe(true);
  }, 60_000);

  it('backs up a stopped forum by running its server for the dump alone, and restores into a new data folder', async () => {
    await source.stop();
    const { stdout } = await run('sh', ['scripts/backup.sh', join(backupDir, 'stopped')], {
      env: scriptEnv(sourceDir),
    });
    const archive = stdout.trim();
    expect(await source.isAnswering()).toBe(false);

    const restore = await run('sh', ['scripts/restore.sh', archive], { env: scriptEnv(restoredDir) });
    expect(restore.stdout).toContain('Restored');
    const config = JSON.parse(readFileSync(join(restoredDir, 'config.json'), 'utf8')) as {
      database: Record<string, unknown>;
    };
    expect(config.database).toMatchObject({ builtin: true });
    expect(await restored.isAnswering()).toBe(false);

    await restored.start();
    await source.start();
    expect(await usersIn(restoredDir)).toEqual(['Kept', 'Also kept']);
    const counts = async (dataDir: string) => {
      const connection = await mysql.createConnection({
        socketPath: builtinDatabasePaths(dataDir).socket,
        user: 'root',
        database: 'plaza',
      });
      try {
        return Object.fromEntries(await countRows(connection));
      } finally {
        await connection.end();
      }
    };
    expect(await counts(restoredDir)).toEqual(await counts(sourceDir));
  }, 120_000);
});
