import { existsSync, statSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// getEnv() reads DATA_DIR once, so it points at a scratch folder before any server module loads.
const dataRoot = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/plaza-install-int-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  return dir;
});

import { adminConnection, createEmptyDatabase } from '../../../tests/testDatabase.ts';
import { createDatabase, createPool } from '@/server/db/client.ts';
import { runMigrations } from '@/server/db/migrate.ts';
import {
  readInstallConfig,
  installConfigPath,
  type DatabaseSettings,
} from '@/server/config/installConfig.ts';
import { loadSiteConfig } from '@/server/site/siteConfig.queries.ts';
import { TERMS_KEY, defaultTermsText, loadTermsText } from '@/server/terms/termsText.ts';
import { verifyPassword } from '@/server/auth/password.ts';
import { DEFAULT_SITE_CONFIG } from '@/shared/site/siteConfig.ts';
import type { InstallRequest } from '@/shared/install/installSchemas.ts';
import { defaultInstallDeps, installForum, type InstallDeps } from './install.commands.ts';
import { isInstalled, resetInstallStateForTests } from './installState.ts';
import { INSTALL_LOCK_FILE } from './installLock.ts';
import { InstallFailure } from './installFailure.ts';
import { databaseInstallLockName } from './databaseInstallLock.ts';
import { probeDatabase } from './databaseProbe.ts';

const drops: Array<() => Promise<void>> = [];

async function emptyDatabase(): Promise<DatabaseSettings> {
  const created = await createEmptyDatabase('plaza_inst');
  drops.push(created.drop);
  return created.settings;
}

function installRequest(dbConfig: DatabaseSettings): InstallRequest {
  return {
    siteTitle: 'Integration forum',
    siteDescription: 'Installed by a test',
    language: 'zh-CN',
    dbConfig,
    username: 'owner1',
    password: 'owner-pass-1',
    rePassword: 'owner-pass-1',
  };
}

async function tablesIn(database: string): Promise<Array<{ name: string; collation: string | null }>> {
  const connection = await adminConnection();
  try {
    const [rows] = await connection.query(
      'SELECT TABLE_NAME AS name, TABLE_COLLATION AS collation FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME',
      [database],
    );
    return rows as Array<{ name: string; collation: string | null }>;
  } finally {
    await connection.end();
  }
}

async function installFailure(promise: Promise<unknown>): Promise<InstallFailure> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(InstallFailure);
  return error as InstallFailure;
}

const configPath = () => installConfigPath();

afterEach(async () => {
  await rm(configPath(), { force: true });
  resetInstallStateForTests();
});

afterAll(async () => {
  for (const drop of drops) await drop();
  await rm(dataRoot, { recursive: true, force: true });
});

describe('installForum', () => {
  it('creates the tables, the site settings and the owner, then writes the config file', async () => {
    const settings = await emptyDatabase();
    const deps = defaultInstallDeps();
    expect(deps.dataDir).toBe(dataRoot);

    const config = await installForum(installRequest(settings), deps);

    const tables = await tablesIn(settings.database);
    expect(tables.map((table) => table.name)).toEqual(
      expect.arrayContaining([
        '__drizzle_migrations',
        'rate_limit_buckets',
        'sessions',
        'site_configs',
        'users',
      ]),
    );
    expect(new Set(tables.map((table) => table.collation))).toEqual(new Set(['utf8mb4_unicode_ci']));

    const pool = createPool(settings, { connectionLimit: 1 });
    try {
      const [owners] = await pool.query('SELECT username, nickname, role, password_hash AS hash FROM users');
      const rows = owners as Array<{ username: string; nickname: string; role: string; hash: string }>;
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ username: 'owner1', nickname: 'owner1', role: 'owner' });
      expect(rows[0]?.hash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(rows[0]!.hash, 'owner-pass-1')).toBe(true);

      const [configRows] = await pool.query('SELECT config_key AS configKey FROM site_configs');
      expect((configRows as Array<{ configKey: string }>).map((row) => row.configKey).sort()).toEqual(
        [...Object.keys(DEFAULT_SITE_CONFIG), TERMS_KEY, 'private.vapidKeys'].sort(),
      );
      const [vapidRows] = await pool.query(
        "SELECT config_value AS value FROM site_configs WHERE config_key = 'private.vapidKeys'",
      );
      const vapid = JSON.parse(JSON.parse((vapidRows as Array<{ value: string }>)[0]!.value) as string) as {
        publicKey: string;
        privateKey: string;
      };
      expect(vapid.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(vapid.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const terms = await loadTermsText(
        { siteTitle: 'changed later', language: 'en-US' },
        createDatabase(pool),
      );
      expect(terms).toBe(defaultTermsText('Integration forum', 'zh-CN'));
      expect(terms).toMatch(/^欢迎来到 Integration forum。/);
      const [nodeRows] = await pool.query('SELECT id, name, status FROM nodes');
      const defaultNodes = nodeRows as Array<{ id: number; name: string; status: number }>;
      expect(defaultNodes).toEqual([{ id: expect.any(Number), name: '综合', status: 0 }]);
      expect(await loadSiteConfig(createDatabase(pool))).toEqual({
        ...DEFAULT_SITE_CONFIG,
        siteTitle: 'Integration forum',
        siteDescription: 'Installed by a test',
        language: 'zh-CN',
        defaultNodeId: defaultNodes[0]?.id,
        siteNavs: [
          { builtin: 'moments', url: '/moments' },
          { builtin: 'articles', url: '/articles' },
        ],
      });
      // Stored as built-in links, with no title in the install language: each reader's catalog names them.
      const [navRows] = await pool.query(
        "SELECT config_value AS value FROM site_configs WHERE config_key = 'siteNavs'",
      );
      expect(JSON.parse((navRows as Array<{ value: string }>)[0]!.value)).toEqual([
        { builtin: 'moments', url: '/moments' },
        { builtin: 'articles', url: '/articles' },
      ]);
    } finally {
      await pool.end();
    }

    expect(readInstallConfig()).toEqual(config);
    expect(config.database).toEqual(settings);
    expect(statSync(configPath()).mode & 0o777).toBe(0o600);
    expect(existsSync(join(dataRoot, INSTALL_LOCK_FILE))).toBe(false);
    expect(isInstalled()).toBe(true);
  });

  it('names the default node in the language chosen at install', async () => {
    const settings = await emptyDatabase();
    await installForum({ ...installRequest(settings), language: 'en-US' }, defaultInstallDeps());
    const pool = createPool(settings, { connectionLimit: 1 });
    try {
      const [rows] = await pool.query('SELECT id, name FROM nodes');
      const defaultNodes = rows as Array<{ id: number; name: string }>;
      expect(defaultNodes.map((node) => node.name)).toEqual(['General']);
      expect((await loadSiteConfig(createDatabase(pool))).defaultNodeId).toBe(defaultNodes[0]?.id);
    } finally {
      await pool.end();
    }
  });

  it('refuses a second install once the config file exists', async () => {
    const first = await emptyDatabase();
    await installForum(installRequest(first), defaultInstallDeps());
    const second = await emptyDatabase();
    const failure = await installFailure(installForum(installRequest(second), defaultInstallDeps()));
    expect(failure.status).toBe(403);
    expect(await tablesIn(second.database)).toEqual([]);
  });

  it('reports a wrong password as a failed connection and writes nothing', async () => {
    const settings = await emptyDatabase();
    const request = installRequest({ ...settings, password: 'not-the-password' });
    const failure = await installFailure(installForum(request, defaultInstallDeps()));
    expect(failure).toMatchObject({ step: 'connect', status: 400, field: 'dbConfig' });
    expect(failure.message).toMatch(/^Database connection failed: the username or password was not accepted/);
    expect(failure.message).not.toContain('not-the-password');
    expect(await tablesIn(settings.database)).toEqual([]);
    expect(existsSync(configPath())).toBe(false);
  });

  it('refuses a database that does not exist', async () => {
    const settings = await emptyDatabase();
    const missing = { ...settings, database: `${settings.database}_missing` };
    const failure = await installFailure(installForum(installRequest(missing), defaultInstallDeps()));
    expect(failure).toMatchObject({ step: 'database', status: 400 });
    expect(failure.message).toContain('does not exist');
    expect(existsSync(configPath())).toBe(false);
  });

  it('refuses a database that is not empty and leaves its tables alone', async () => {
    const settings = await emptyDatabase();
    const connection = await adminConnection();
    await connection.query(`CREATE TABLE \`${settings.database}\`.keep_me (id INT PRIMARY KEY)`);
    await connection.end();

    const failure = await installFailure(installForum(installRequest(settings), defaultInstallDeps()));
    expect(failure).toMatchObject({ step: 'database', status: 400 });
    expect(failure.message).toContain('is not empty');
    expect((await tablesIn(settings.database)).map((table) => table.name)).toEqual(['keep_me']);
    expect(existsSync(configPath())).toBe(false);
  });

  it('removes every table it created when a step fails midway, and says which step', async () => {
    const settings = await emptyDatabase();
    const deps: InstallDeps = {
      ...defaultInstallDeps(),
      migrate: async (pool) => {
        await runMigrations(pool);
        throw new Error('disk full');
      },
    };
    const failure = await installFailure(installForum(installRequest(settings), deps));
    expect(failure).toMatchObject({ step: 'migrate', status: 500 });
    expect(failure.message).toBe('Installation failed while creating the tables: disk full');
    expect(await tablesIn(settings.database)).toEqual([]);
    expect(existsSync(configPath())).toBe(false);
    expect(existsSync(join(dataRoot, INSTALL_LOCK_FILE))).toBe(false);
    expect(isInstalled()).toBe(false);
  });

  it('rolls back the tables, site settings and owner when the config file cannot be written', async () => {
    const settings = await emptyDatabase();
    const deps: InstallDeps = {
      ...defaultInstallDeps(),
      writeConfig: async () => {
        throw new Error('EACCES: permission denied');
      },
    };
    const failure = await installFailure(installForum(installRequest(settings), deps));
    expect(failure.step).toBe('configFile');
    expect(failure.message).toContain('writing the configuration file');
    expect(await tablesIn(settings.database)).toEqual([]);
    expect(existsSync(configPath())).toBe(false);
  });

  it('names the administrator step when creating the owner fails', async () => {
    const settings = await emptyDatabase();
    const deps: InstallDeps = {
      ...defaultInstallDeps(),
      onStep: (step) => {
        if (step === 'admin') throw new Error('no more users');
      },
    };
    const failure = await installFailure(installForum(installRequest(settings), deps));
    expect(failure.message).toBe('Installation failed while creating the administrator: no more users');
    expect(await tablesIn(settings.database)).toEqual([]);
  });

  it('lets exactly one of two concurrent installs proceed', async () => {
    const first = await emptyDatabase();
    const second = await emptyDatabase();
    const results = await Promise.allSettled([
      installForum(installRequest(first), defaultInstallDeps()),
      installForum(installRequest(second), defaultInstallDeps()),
    ]);
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
    expect(succeeded).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ step: 'lock', status: 409 });
    const loser = results[0]?.status === 'rejected' ? first : second;
    expect(await tablesIn(loser.database)).toEqual([]);
  });

  it('waits for an install another process has started in the same data directory', async () => {
    const settings = await emptyDatabase();
    const lockPath = join(dataRoot, INSTALL_LOCK_FILE);
    await writeFile(lockPath, JSON.stringify({ pid: 1 }));
    try {
      const failure = await installFailure(installForum(installRequest(settings), defaultInstallDeps()));
      expect(failure.status).toBe(409);
      expect(failure.message).toContain('already in progress');
      expect(await tablesIn(settings.database)).toEqual([]);
    } finally {
      await rm(lockPath, { force: true });
    }
  });

  it('refuses a database that another installer, with another data directory, is filling', async () => {
    const settings = await emptyDatabase();
    const other = await adminConnection();
    await other.query('SELECT GET_LOCK(?, 0)', [databaseInstallLockName(settings.database)]);
    try {
      const failure = await installFailure(installForum(installRequest(settings), defaultInstallDeps()));
      expect(failure).toMatchObject({ step: 'lock', status: 409 });
      expect(existsSync(configPath())).toBe(false);
    } finally {
      await other.end();
    }
  });

  it('installs only into the database DATABASE_URL names, when it is set', async () => {
    const settings = await emptyDatabase();
    const deps: InstallDeps = {
      ...defaultInstallDeps(),
      environmentDatabase: { ...settings, database: 'plaza_production' },
    };
    const failure = await installFailure(installForum(installRequest(settings), deps));
    expect(failure.status).toBe(400);
    expect(failure.message).toContain('plaza_production');
    expect(await tablesIn(settings.database)).toEqual([]);
  });
});

describe('probeDatabase', () => {
  it('reports the server version of an empty database', async () => {
    const settings = await emptyDatabase();
    const version = await probeDatabase(settings);
    expect(['mysql', 'mariadb']).toContain(version.serverType);
  });

  it('says when nothing listens at the address', async () => {
    const settings = await emptyDatabase();
    const failure = await installFailure(probeDatabase({ ...settings, port: 1 }));
    expect(failure.message).toBe(
      `Database connection failed: no database server answered at ${settings.host}:1.`,
    );
  });
});
