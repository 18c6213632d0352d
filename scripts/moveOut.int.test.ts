import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminConnection, testServerSettings, uniqueDatabaseName } from '../tests/testDatabase.ts';
import { createDatabase, createPool } from '@/server/db/client.ts';
import { runMigrations } from '@/server/db/migrate.ts';
import { nodes, users } from '@/server/db/schema/index.ts';
import type { DatabaseSettings } from '@/server/config/installConfig.ts';
import { builtinDatabasePaths } from '@/server/builtinDb/builtinDatabasePaths.ts';
import { BuiltinDatabaseServer } from '@/server/builtinDb/builtinDatabaseServer.ts';
import { builtinDatabaseSettings } from '@/server/builtinDb/builtinDatabaseSettings.ts';
import { compareRowCounts, countRows } from '@/server/builtinDb/moveOut/rowCounts.ts';

// A forum on the built-in database (a private mariadbd in a temporary data folder) moved to a second
// database on the test MariaDB by `npm run db:move-out`, as an operator types it.

const dataDir = mkdtempSync(join(tmpdir(), 'plaza-moveout-'));
const source = builtinDatabaseSettings(dataDir);
const { uid, username } = userInfo();
const server = new BuiltinDatabaseServer(builtinDatabasePaths(dataDir), { uid, username }, () => undefined);
const targets: string[] = [];
const configPath = join(dataDir, 'config.json');

function targetSettings(): DatabaseSettings {
  const database = uniqueDatabaseName('plaza_moveout');
  targets.push(database);
  return { ...testServerSettings(), database };
}

const urlOf = (settings: DatabaseSettings) =>
  `mysql://${encodeURIComponent(settings.username)}:${encodeURIComponent(settings.password)}@${settings.host}:${settings.port}/${settings.database}`;

function npmRunMoveOut(target: string) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn('npm', ['run', '--silent', 'db:move-out', '--', target], {
    env: { ...inherited, DATA_DIR: dataDir },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

async function rowCounts(settings: DatabaseSettings) {
  const connection = await mysql.createConnection({
    ...(settings.socketPath
      ? { socketPath: settings.socketPath }
      : { host: settings.host, port: settings.port }),
    user: settings.username,
    password: settings.password,
    database: settings.database,
  });
  try {
    return await countRows(connection);
  } finally {
    await connection.end();
  }
}

const configuredDatabase = () =>
  (JSON.parse(readFileSync(configPath, 'utf8')) as { database: unknown }).database;

beforeAll(async () => {
  await server.start();
  const pool = createPool(source, { connectionLimit: 2 });
  try {
    await runMigrations(pool);
    const db = createDatabase(pool);
    await db.insert(nodes).values([{ name: 'General' }, { name: 'Moving day' }]);
    await db.insert(users).values([{ nickname: 'Ada' }, { nickname: 'Grace' }, { nickname: 'Linus' }]);
  } finally {
    await pool.end();
  }
  writeFileSync(configPath, JSON.stringify({ database: source, installedAt: new Date().toISOString() }));
  await server.stop();
}, 120_000);

afterAll(async () => {
  await server.stop();
  const admin = await adminConnection();
  for (const name of targets) await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run db:move-out', () => {
  it('refuses while the forum (its built-in database) is running', async () => {
    await server.start();
    try {
      const run = await npmRunMoveOut(urlOf(targetSettings()));
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('stop the forum first');
    } finally {
      await server.stop();
    }
    expect(configuredDatabase()).toMatchObject({ builtin: true });
  }, 60_000);

  it('refuses a target database that already has tables, and a URL that is not one', async () => {
    const target = targetSettings();
    const admin = await adminConnection();
    await admin.query(`CREATE DATABASE \`${target.database}\``);
    await admin.query(`CREATE TABLE \`${target.database}\`.existing (id INT PRIMARY KEY)`);
    await admin.end();
    const run = await npmRunMoveOut(urlOf(target));
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`the target database ${target.database} already has 1 table(s)`);

    const bad = await npmRunMoveOut('https://example.com/plaza');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('mysql://');
    expect(configuredDatabase()).toMatchObject({ builtin: true });
  }, 60_000);

  it('copies every table, compares the row counts and then switches config.json to the target', async () => {
    const target = targetSettings();
    const run = await npmRunMoveOut(urlOf(target));
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/copied \d+ tables and \d+ rows; every table's row count matches/);
    expect(run.stdout).toContain('npm start');
    expect(run.stdout).not.toContain(`:${target.password}@`);
    expect(configuredDatabase()).toEqual({
      host: target.host,
      port: target.port,
      database: target.database,
      username: target.username,
      password: target.password,
    });
    // The command stopped the built-in server it ran for the copy.
    expect(await server.isAnswering()).toBe(false);

    await server.start();
    try {
      const [before, after] = [await rowCounts(source), await rowCounts(target)];
      expect(compareRowCounts(before, after)).toEqual([]);
      expect(after.get('users')).toBe(3);
      expect(after.get('nodes')).toBe(2);
      expect(after.size).toBeGreaterThan(20);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
