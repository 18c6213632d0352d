// Multi-row INSERTs over several connections at once. Rows are buffered per table and sent in
// statements of `rowsPerStatement`; `add` hands back a promise when every connection is busy and
// the queue is full, and the generator awaits it, so memory stays bounded however large the set.
import mysql from 'mysql2/promise';
import type { DatabaseSettings } from '../../../src/server/config/installConfig.ts';
import { isDeadlock, isLockWaitTimeout } from '../../../src/server/db/mysqlErrors.ts';

export interface TableStats {
  rows: number;
  statements: number;
  /** Time spent in this table's statements, summed over the connections. */
  busyMs: number;
}

type Job = (connection: mysql.Connection) => Promise<void>;

// Concurrent INSERTs into one table can deadlock on their gap locks; each statement commits alone,
// so the loser rolled back entirely and can simply run again.
const ATTEMPTS = 5;

async function insertWithRetry(connection: mysql.Connection, sql: string, rows: unknown[][]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await connection.query(sql, [rows]);
      return;
    } catch (error) {
      if ((isDeadlock(error) || isLockWaitTimeout(error)) && attempt < ATTEMPTS) continue;
      // mysql2 attaches the whole statement (megabytes) to the error: keep only its start.
      Object.assign(error as object, { sql: `${sql.slice(0, 120)}… (${rows.length} rows)` });
      throw error;
    }
  }
}

export class BulkWriter {
  readonly stats = new Map<string, TableStats>();
  private readonly idle: mysql.Connection[];
  private readonly queue: Job[] = [];
  private active = 0;
  private failure: unknown;
  private waiters: Array<() => void> = [];
  private readonly sinks: TableSink[] = [];

  private readonly connections: mysql.Connection[];

  private constructor(connections: mysql.Connection[]) {
    this.connections = connections;
    this.idle = [...connections];
  }

  static async open(settings: DatabaseSettings, count: number): Promise<BulkWriter> {
    const connections = await Promise.all(
      Array.from({ length: count }, () =>
        mysql.createConnection({
          host: settings.host,
          port: settings.port,
          user: settings.username,
          password: settings.password,
          database: settings.database,
          charset: 'utf8mb4_unicode_ci',
          timezone: 'Z',
        }),
      ),
    );
    // Safe here: the generator writes unique keys by construction and a fresh database has no
    // rows to clash with; skipping the checks saves the secondary-index look-ups.
    await Promise.all(
      connections.map((connection) =>
        connection.query("SET unique_checks = 0, foreign_key_checks = 0, time_zone = '+00:00'"),
      ),
    );
    return new BulkWriter(connections);
  }

  /** A buffered sink for one table's rows, in the column order given. */
  table(name: string, columns: readonly string[], rowsPerStatement = 2000): TableSink {
    const sink = new TableSink(this, name, columns, rowsPerStatement);
    this.sinks.push(sink);
    return sink;
  }

  /** Sends every sink's partial last statement and waits for all of them. */
  async flushAll(): Promise<void> {
    for (const sink of this.sinks) await sink.flush();
    await this.drain();
  }

  /** Runs `work` with every connection once all queued statements are done (schema changes). */
  async exclusive<T>(work: (connections: mysql.Connection[]) => Promise<T>): Promise<T> {
    await this.drain();
    return work(this.connections);
  }

  /** Runs one statement (e.g. a grouped UPDATE) on a free connection, timed under `label`. */
  async statement(label: string, sql: string): Promise<void> {
    await this.drain();
    const connection = this.idle.pop()!;
    const started = performance.now();
    try {
      await connection.query(sql);
    } finally {
      this.idle.push(connection);
      this.record(label, 0, performance.now() - started);
    }
  }

  submit(table: string, sql: string, rows: unknown[][]): Promise<void> | undefined {
    this.throwIfFailed();
    this.queue.push(async (connection) => {
      const started = performance.now();
      await insertWithRetry(connection, sql, rows);
      this.record(table, rows.length, performance.now() - started);
    });
    this.pump();
    return this.queue.length > this.connections.length ? this.room() : undefined;
  }

  /** Waits until every queued statement has run; rethrows the first failure. */
  async drain(): Promise<void> {
    while (this.queue.length > 0 || this.active > 0) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
    this.throwIfFailed();
  }

  async close(): Promise<void> {
    await Promise.all(this.connections.map((connection) => connection.end().catch(() => undefined)));
  }

  private record(table: string, rows: number, ms: number): void {
    const stats = this.stats.get(table) ?? { rows: 0, statements: 0, busyMs: 0 };
    stats.rows += rows;
    stats.statements += 1;
    stats.busyMs += ms;
    this.stats.set(table, stats);
  }

  private async room(): Promise<void> {
    while (this.queue.length > this.connections.length) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
      this.throwIfFailed();
    }
  }

  private pump(): void {
    while (this.idle.length > 0 && this.queue.length > 0) {
      const connection = this.idle.pop()!;
      const job = this.queue.shift()!;
      this.active += 1;
      job(connection)
        .catch((error: unknown) => {
          this.failure ??= error;
          this.queue.length = 0;
        })
        .finally(() => {
          this.active -= 1;
          this.idle.push(connection);
          this.pump();
          const waiting = this.waiters;
          this.waiters = [];
          for (const wake of waiting) wake();
        });
    }
  }

  private throwIfFailed(): void {
    if (this.failure !== undefined) throw this.failure;
  }
}

export class TableSink {
  private rows: unknown[][] = [];
  private readonly sql: string;

  private readonly writer: BulkWriter;
  private readonly name: string;
  private readonly rowsPerStatement: number;

  constructor(writer: BulkWriter, name: string, columns: readonly string[], rowsPerStatement: number) {
    this.writer = writer;
    this.name = name;
    this.rowsPerStatement = rowsPerStatement;
    this.sql = `INSERT INTO \`${name}\` (${columns.map((column) => `\`${column}\``).join(', ')}) VALUES ?`;
  }

  /** Buffers a row; a returned promise must be awaited before adding more (back-pressure). */
  add(row: unknown[]): Promise<void> | undefined {
    this.rows.push(row);
    return this.rows.length >= this.rowsPerStatement ? this.flush() : undefined;
  }

  flush(): Promise<void> | undefined {
    if (this.rows.length === 0) return undefined;
    const rows = this.rows;
    this.rows = [];
    return this.writer.submit(this.name, this.sql, rows);
  }
}
