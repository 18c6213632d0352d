import { spawn, type ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';

const run = promisify(execFile);

export interface PrivateMariadbOptions {
  port: number;
  /** Writes a binary log so that a replica can follow this server. */
  binaryLog?: boolean;
  serverId?: number;
}

/**
 * A MariaDB server of a test's own, in a temporary folder, for tests that must stop a server,
 * replicate from one, or otherwise do what they must not do to the machine's shared server.
 */
export interface PrivateMariadb {
  readonly port: number;
  /** mysql://root@127.0.0.1:port (root has no password). */
  readonly url: string;
  readonly dataDir: string;
  /** Starts the server (again) on the same data; resolves once it answers. */
  start(): Promise<void>;
  /** Stops the server cleanly; the data stays. */
  stop(): Promise<void>;
  /** Stops the server and deletes its folder. */
  destroy(): Promise<void>;
  connect(database?: string): Promise<mysql.Connection>;
}

async function waitUntilAnswering(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`mariadbd on port ${port} exited: ${log()}`);
    try {
      const connection = await mysql.createConnection({ host: '127.0.0.1', port, user: 'root' });
      await connection.end();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`mariadbd on port ${port} did not answer`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  }
}

export async function startPrivateMariadb(options: PrivateMariadbOptions): Promise<PrivateMariadb> {
  const root = mkdtempSync(join(tmpdir(), `plaza-mariadb-${options.port}-`));
  const dataDir = join(root, 'data');
  // Each server keeps its temporary tables in its own folder: installs running side by side clash in /tmp.
  await run('mariadb-install-db', [
    '--no-defaults',
    `--datadir=${dataDir}`,
    `--tmpdir=${root}`,
    '--auth-root-authentication-method=normal',
    '--skip-test-db',
    `--user=${process.env.USER ?? 'root'}`,
  ]);
  const args = [
    '--no-defaults',
    `--datadir=${dataDir}`,
    `--tmpdir=${root}`,
    `--port=${options.port}`,
    '--bind-address=127.0.0.1',
    `--socket=${join(root, 'mysqld.sock')}`,
    `--pid-file=${join(root, 'mysqld.pid')}`,
    '--user=root',
    '--skip-name-resolve',
    '--innodb-buffer-pool-size=64M',
    '--character-set-server=utf8mb4',
    '--collation-server=utf8mb4_unicode_ci',
    `--server-id=${options.serverId ?? options.port}`,
    ...(options.binaryLog ? [`--log-bin=${join(root, 'binlog')}`, '--binlog-format=ROW'] : []),
  ];
  let child: ChildProcess | undefined;
  let output = '';

  const server: PrivateMariadb = {
    port: options.port,
    url: `mysql://root@127.0.0.1:${options.port}`,
    dataDir,
    async start() {
      if (child && child.exitCode === null) return;
      output = '';
      const started = spawn('mariadbd', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child = started;
      await waitUntilAnswering(options.port, started, () => output);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGTERM');
      await exited;
    },
    async destroy() {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
    connect(database) {
      return mysql.createConnection({
        host: '127.0.0.1',
        port: options.port,
        user: 'root',
        ...(database ? { database } : {}),
      });
    },
  };
  await server.start();
  return server;
}
