// `npm run db:move-out -- mysql://user:password@host:3306/database`: moves a forum from the built-in
// database to an external server (decision 067). The forum must be stopped. Refuses a target that
// has tables, copies with mariadb-dump into the mariadb client, compares every table's row count,
// and only then points DATA_DIR/config.json at the target. Runs with Node 24's type stripping.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import mysql from 'mysql2/promise';
import { ConfigError, parseEnv } from '../src/server/config/env.ts';
import {
  dataDir,
  installConfigPath,
  readInstallConfig,
  type DatabaseSettings,
} from '../src/server/config/installConfig.ts';
import { builtinDatabasePaths } from '../src/server/builtinDb/builtinDatabasePaths.ts';
import { BuiltinDatabaseServer } from '../src/server/builtinDb/builtinDatabaseServer.ts';
import {
  MoveOutError,
  describeTarget,
  parseMoveOutTarget,
} from '../src/server/builtinDb/moveOut/moveOutTarget.ts';
import {
  compareRowCounts,
  countRows,
  describeDifference,
  type RowCounts,
} from '../src/server/builtinDb/moveOut/rowCounts.ts';
import { isSupportedVersion, parseServerVersion } from '../src/server/install/serverVersion.ts';
import { quoteIdentifier } from '../src/server/install/sqlIdentifier.ts';

const say = (message: string) => console.log(`Plaza: ${message}`);

function connectTo(settings: DatabaseSettings, withDatabase: boolean): Promise<mysql.Connection> {
  return mysql.createConnection({
    ...(settings.socketPath
      ? { socketPath: settings.socketPath }
      : { host: settings.host, port: settings.port }),
    user: settings.username,
    password: settings.password,
    ...(withDatabase ? { database: settings.database } : {}),
    charset: 'utf8mb4_unicode_ci',
    connectTimeout: 10_000,
  });
}

/** The target must be a supported server whose database is missing (it is created) or has no tables. */
async function prepareTarget(target: DatabaseSettings): Promise<void> {
  const connection = await connectTo(target, false).catch((error: unknown) => {
    throw new MoveOutError(`cannot connect to ${describeTarget(target)}: ${(error as Error).message}`);
  });
  try {
    const [versionRows] = await connection.query('SELECT VERSION() AS version');
    const raw = String((versionRows as Array<{ version: unknown }>)[0]?.version ?? '');
    const version = parseServerVersion(raw);
    if (!version || !isSupportedVersion(version)) {
      throw new MoveOutError(`the target server is ${raw}; Plaza needs MySQL 5.7+ or MariaDB 10.6+`);
    }
    await connection.query(
      `CREATE DATABASE IF NOT EXISTS ${quoteIdentifier(target.database)} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    const [tables] = await connection.query(
      'SELECT COUNT(*) AS count FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?',
      [target.database],
    );
    const count = Number((tables as Array<{ count: unknown }>)[0]?.count ?? 0);
    if (count > 0) {
      throw new MoveOutError(
        `the target database ${target.database} already has ${count} table(s); move into an empty database`,
      );
    }
  } finally {
    await connection.end().catch(() => undefined);
  }
}

function finished(child: ReturnType<typeof spawn>, name: string, errors: () => string): Promise<void> {
  return new Promise((done, fail) => {
    child.once('error', (error) => fail(new MoveOutError(`${name}: ${error.message}`)));
    child.once('exit', (code) =>
      code === 0 ? done() : fail(new MoveOutError(`${name} failed (code ${code}): ${errors().trim()}`)),
    );
  });
}

/** mariadb-dump of the built-in database, piped into the mariadb client on the target. */
async function copyDatabase(source: DatabaseSettings, target: DatabaseSettings): Promise<void> {
  const dump = spawn(
    'mariadb-dump',
    [
      `--socket=${source.socketPath}`,
      `--user=${source.username}`,
      '--single-transaction',
      '--routines',
      '--triggers',
      '--hex-blob',
      '--no-tablespaces',
      '--default-character-set=utf8mb4',
      source.database,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, MYSQL_PWD: source.password } },
  );
  const restore = spawn(
    'mariadb',
    [
      '--protocol=TCP',
      `--host=${target.host}`,
      `--port=${target.port}`,
      `--user=${target.username}`,
      '--default-character-set=utf8mb4',
      target.database,
    ],
    // The password travels in the environment, not on the command line where `ps` shows it.
    { stdio: ['pipe', 'ignore', 'pipe'], env: { ...process.env, MYSQL_PWD: target.password } },
  );
  let dumpErrors = '';
  let restoreErrors = '';
  dump.stderr?.on('data', (chunk: Buffer) => (dumpErrors += chunk.toString()));
  restore.stderr?.on('data', (chunk: Buffer) => (restoreErrors += chunk.toString()));
  dump.stdout?.pipe(restore.stdin!);
  await Promise.all([
    finished(dump, 'mariadb-dump', () => dumpErrors),
    finished(restore, 'mariadb', () => restoreErrors),
  ]);
}

async function rowCountsOf(settings: DatabaseSettings): Promise<RowCounts> {
  const connection = await connectTo(settings, true);
  try {
    return await countRows(connection);
  } finally {
    await connection.end().catch(() => undefined);
  }
}

/** Points config.json at the target, keeping every other setting in it; written whole or not at all. */
async function switchConfig(target: DatabaseSettings): Promise<void> {
  const path = installConfigPath();
  const config = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  config.database = {
    host: target.host,
    port: target.port,
    database: target.database,
    username: target.username,
    password: target.password,
  };
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(config, null, 2), { mode: 0o600 });
  await rename(temporary, path);
}

async function moveOut(argument: string | undefined): Promise<void> {
  const target = parseMoveOutTarget(argument);
  if (parseEnv(process.env).DATABASE_URL) {
    throw new MoveOutError('DATABASE_URL is set: this forum does not use the built-in database');
  }
  const config = readInstallConfig();
  if (!config) throw new MoveOutError(`${installConfigPath()} is missing: the forum is not installed`);
  if (!config.database.builtin) throw new MoveOutError('this forum already uses an external database server');
  const source = config.database;
  const { uid, username } = userInfo();
  const server = new BuiltinDatabaseServer(builtinDatabasePaths(dataDir()), { uid, username }, say);
  if (await server.isAnswering()) {
    throw new MoveOutError(
      'stop the forum first: its built-in database is running, and anything written during the copy would be lost',
    );
  }
  await prepareTarget(target);
  await server.start();
  try {
    say(`copying the built-in database to ${describeTarget(target)}`);
    await copyDatabase(source, target).catch((error: unknown) => {
      throw new MoveOutError(
        `${(error as Error).message}\nconfig.json is unchanged; empty the target database before trying again`,
      );
    });
    const [sourceCounts, targetCounts] = [await rowCountsOf(source), await rowCountsOf(target)];
    const differences = compareRowCounts(sourceCounts, targetCounts);
    if (differences.length > 0) {
      throw new MoveOutError(
        `the copy is incomplete, config.json is unchanged:\n  ${differences.map(describeDifference).join('\n  ')}`,
      );
    }
    const rows = [...sourceCounts.values()].reduce((sum, count) => sum + count, 0);
    say(`copied ${sourceCounts.size} tables and ${rows} rows; every table's row count matches`);
    await switchConfig(target);
  } finally {
    await server.stop();
  }
  say(
    `${installConfigPath()} now names ${describeTarget(target)}; the built-in database will no longer start.`,
  );
  say('Next: start the forum again (npm start). To run it on several machines, follow the README');
  say('("Several servers behind nginx"). The old files stay in DATA_DIR/mysql until you delete them.');
}

try {
  await moveOut(process.argv[2]);
} catch (error) {
  if (error instanceof MoveOutError || error instanceof ConfigError) {
    console.error(`Plaza cannot move the database: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
