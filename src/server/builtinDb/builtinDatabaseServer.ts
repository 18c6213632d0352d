// Only node: and package imports: scripts/serve.ts loads this with type stripping.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';
import type { BuiltinDatabasePaths } from './builtinDatabasePaths.ts';
import { BUILTIN_DATABASE_NAME } from './builtinDatabaseSettings.ts';
import { installDbArguments, mariadbdArguments, type DatabaseAccount } from './mariadbdArguments.ts';
import { restartDelayMs } from './restartDelay.ts';

const run = promisify(execFile);

const ANSWER_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 60_000;
// A server that ran this long before dying starts the back-off from its first step again.
const STABLE_RUN_MS = 60_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid file may outlive its server, and the number may since belong to another program. */
function isMariadbd(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'mariadbd';
  } catch {
    return false;
  }
}

/**
 * The forum's private mariadbd: initialised on first start, started before the app, restarted
 * with a growing delay when it dies, stopped last. One per data folder, owned by the launcher.
 */
export class BuiltinDatabaseServer {
  private child: ChildProcess | undefined;
  private stopping = false;
  // Set once the server has answered: a first start that fails is reported, not retried forever.
  private supervising = false;
  private failures = 0;
  private restartTimer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  private readonly paths: BuiltinDatabasePaths;
  private readonly account: DatabaseAccount;
  private readonly log: (message: string) => void;

  // No parameter properties: Node's type stripping cannot run them.
  constructor(paths: BuiltinDatabasePaths, account: DatabaseAccount, log: (message: string) => void) {
    this.paths = paths;
    this.account = account;
    this.log = log;
    // A launcher that exits without the graceful path (a failed migration) still asks the server to
    // shut down cleanly; a detached server would otherwise outlive it.
    process.once('exit', () => {
      if (!this.stopping) this.child?.kill('SIGTERM');
    });
  }

  /** Whether something answers on the socket already (a running forum's server). */
  async isAnswering(): Promise<boolean> {
    try {
      await (await this.connect()).end();
      return true;
    } catch {
      return false;
    }
  }

  /** Starts the server once (later calls wait for the same start) and creates the forum's database. */
  start(): Promise<void> {
    this.running ??= this.firstStart().catch((error: unknown) => {
      this.running = undefined;
      throw error;
    });
    return this.running;
  }

  private async firstStart(): Promise<void> {
    this.stopping = false;
    await this.initialiseOnce();
    await this.stopLeftover();
    await this.launch();
    this.supervising = true;
    await this.createForumDatabase();
  }

  private async initialiseOnce(): Promise<void> {
    await mkdir(this.paths.root, { recursive: true, mode: 0o700 });
    await chmod(this.paths.root, 0o700);
    await mkdir(this.paths.tmpDir, { recursive: true, mode: 0o700 });
    if (existsSync(join(this.paths.dataDir, 'mysql'))) return;
    this.log('initialising the built-in database (mariadb-install-db)');
    // Built beside its final name, so a start cut short never leaves a half-made data folder.
    const building = `${this.paths.dataDir}.new`;
    await rm(building, { recursive: true, force: true });
    await run('mariadb-install-db', installDbArguments({ ...this.paths, dataDir: building }, this.account), {
      maxBuffer: 16 * 1024 * 1024,
    });
    await chmod(building, 0o700);
    await rename(building, this.paths.dataDir);
  }

  /** A mariadbd left by a launcher that was killed outright still holds the files: stop it first. */
  private async stopLeftover(): Promise<void> {
    if (!existsSync(this.paths.pidFile)) return;
    const pid = Number(readFileSync(this.paths.pidFile, 'utf8').trim());
    if (!Number.isInteger(pid) || pid <= 1 || !isAlive(pid) || !isMariadbd(pid)) return;
    this.log(`stopping a built-in database left running by an earlier start (pid ${pid})`);
    process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (isAlive(pid) && Date.now() < deadline) await sleep(200);
    if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  }

  private async launch(): Promise<void> {
    const child = spawn('mariadbd', mariadbdArguments(this.paths, this.account), {
      // Its own process group: Ctrl-C reaches the launcher, which stops the server after the app.
      detached: true,
      stdio: 'ignore',
    });
    this.child = child;
    const startedAt = Date.now();
    const exited = new Promise<string>((done) => {
      child.once('error', (error) => done(error.message));
      child.once('exit', (code, signal) => done(signal ?? `code ${code}`));
    });
    void exited.then((how) => this.onExit(child, how, Date.now() - startedAt));
    await this.waitUntilAnswering(child, exited);
  }

  private async waitUntilAnswering(child: ChildProcess, exited: Promise<string>): Promise<void> {
    let ended: string | undefined;
    void exited.then((how) => (ended = how));
    const deadline = Date.now() + ANSWER_TIMEOUT_MS;
    for (;;) {
      if (ended !== undefined) {
        throw new Error(`the built-in database exited (${ended}) while starting; see ${this.paths.errorLog}`);
      }
      try {
        const connection = await this.connect();
        await connection.end();
        return;
      } catch (error) {
        if (Date.now() > deadline) {
          child.kill('SIGKILL');
          throw new Error(`the built-in database did not answer within ${ANSWER_TIMEOUT_MS / 1000} s`, {
            cause: error,
          });
        }
        await sleep(150);
      }
    }
  }

  private connect(): Promise<mysql.Connection> {
    return mysql.createConnection({ socketPath: this.paths.socket, user: 'root', connectTimeout: 2000 });
  }

  private async createForumDatabase(): Promise<void> {
    const connection = await this.connect();
    try {
      await connection.query(
        `CREATE DATABASE IF NOT EXISTS \`${BUILTIN_DATABASE_NAME}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
      );
    } finally {
      await connection.end();
    }
  }

  private onExit(child: ChildProcess, how: string, ranMs: number): void {
    if (this.child !== child) return;
    this.child = undefined;
    if (this.stopping || !this.supervising) return;
    this.failures = ranMs >= STABLE_RUN_MS ? 1 : this.failures + 1;
    const delay = restartDelayMs(this.failures);
    this.log(`the built-in database exited (${how}); restarting it in ${delay / 1000} s`);
    this.restartTimer = setTimeout(() => void this.restart(), delay);
  }

  private async restart(): Promise<void> {
    this.restartTimer = undefined;
    if (this.stopping) return;
    try {
      await this.launch();
      this.log('the built-in database is answering again');
    } catch (error) {
      // The failed launch's exit handler has already planned the next try.
      this.log(`restarting the built-in database failed: ${(error as Error).message}`);
    }
  }

  /** Stops supervising and shuts the server down cleanly (SIGTERM; SIGKILL after a minute). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.supervising = false;
    this.running = undefined;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((done) => (timer = setTimeout(() => done(false), STOP_TIMEOUT_MS)));
    const stopped = await Promise.race([exited.then(() => true), timedOut]);
    clearTimeout(timer);
    if (!stopped) {
      this.log('the built-in database did not stop within a minute; killing it');
      child.kill('SIGKILL');
      await exited;
    }
    this.log('the built-in database stopped');
  }
}
