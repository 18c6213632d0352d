// The bench's data set copied into a built-in database (decision 067), made once per generated data set.
// Relative imports only (type stripping).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import type { Preset } from '../benchOptions.ts';
import type { DatasetInfo } from '../dataset/datasetInfo.ts';
import { builtinDatabasePaths } from '../../../src/server/builtinDb/builtinDatabasePaths.ts';
import { BuiltinDatabaseServer } from '../../../src/server/builtinDb/builtinDatabaseServer.ts';
import { builtinDatabaseSettings } from '../../../src/server/builtinDb/builtinDatabaseSettings.ts';

const MARKER = 'copied-from.json';

/** `mariadb-dump` of the generated database piped into the built-in server's `mariadb` client. */
function copyDatabase(info: DatasetInfo, socket: string, database: string): Promise<void> {
  const source = info.database;
  const dump = spawn(
    'mariadb-dump',
    [
      `--host=${source.host}`,
      `--port=${source.port}`,
      `--user=${source.username}`,
      '--single-transaction',
      '--hex-blob',
      '--no-tablespaces',
      '--default-character-set=utf8mb4',
      source.database,
    ],
    { env: { ...process.env, MYSQL_PWD: source.password }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const load = spawn(
    'mariadb',
    ['--no-defaults', `--socket=${socket}`, '--user=root', '--default-character-set=utf8mb4', database],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  dump.stdout.pipe(load.stdin);
  const exited = (child: ReturnType<typeof spawn>, name: string) =>
    new Promise<void>((done, fail) =>
      child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${name} exited with ${code}`)))),
    );
  return Promise.all([exited(dump, 'mariadb-dump'), exited(load, 'mariadb')]).then(() => undefined);
}

/**
 * A data dir whose config.json names its own built-in database holding a copy of the preset's data
 * set; reused while the data set it was copied from is the same.
 */
export async function ensureBuiltinCopy(preset: Preset, info: DatasetInfo): Promise<string> {
  const dataDir = resolve(`.tmp/bench-builtin/${preset}`);
  const marker = join(dataDir, MARKER);
  const wanted = JSON.stringify({ generatorVersion: info.generatorVersion, counts: info.counts });
  if (existsSync(marker) && readFileSync(marker, 'utf8') === wanted) return dataDir;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const paths = builtinDatabasePaths(dataDir);
  const { uid, username } = userInfo();
  const server = new BuiltinDatabaseServer(paths, { uid, username }, (line) =>
    console.log(`builtin: ${line}`),
  );
  const started = performance.now();
  console.log(`builtin: copying ${info.database.database} into the built-in database of ${dataDir}`);
  await server.start();
  try {
    const settings = builtinDatabaseSettings(dataDir);
    await copyDatabase(info, paths.socket, settings.database);
    const config = { database: settings, installedAt: new Date().toISOString() };
    writeFileSync(join(dataDir, 'config.json'), JSON.stringify(config, null, 2), { mode: 0o600 });
  } finally {
    await server.stop();
  }
  writeFileSync(marker, wanted);
  console.log(`builtin: copied in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return dataDir;
}
