import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type mysql from 'mysql2/promise';
import { startPrivateMariadb, type PrivateMariadb } from './privateMariadb.ts';
import { closeDatabase, createPool, openDatabase, type Connected } from '@/server/db/client.ts';
import { runMigrations } from '@/server/db/migrate.ts';
import { runWithReadScope } from '@/server/db/readScope.ts';
import { preparedRead } from '@/server/db/preparedRead.ts';
import { siteConfigs } from '@/server/db/schema/index.ts';

// Our own primary (with a binary log, which the machine's shared server lacks) and a replica of it.
const PORT_BASE = Number(process.env.PLAZA_PRIVATE_DB_PORT_BASE ?? 3190);
const DATABASE = 'plaza_replicas';

let primary: PrivateMariadb;
let replica: PrivateMariadb;
let connected: Connected;

async function primaryGtid(): Promise<string> {
  const connection = await primary.connect();
  const [rows] = await connection.query('SELECT @@gtid_binlog_pos AS pos');
  await connection.end();
  return (rows as { pos: string }[])[0]?.pos ?? '';
}

/** Waits until the replica has applied everything the primary has written so far. */
async function replicaCaughtUp(): Promise<void> {
  const position = await primaryGtid();
  const connection = await replica.connect();
  const [rows] = await connection.query('SELECT MASTER_GTID_WAIT(?, 20) AS waited', [position]);
  await connection.end();
  expect((rows as { waited: number }[])[0]?.waited).toBe(0);
}

async function onReplicaOnly(statement: string, values: unknown[] = []): Promise<void> {
  const connection = await replica.connect(DATABASE);
  await connection.query(statement, values);
  await connection.end();
}

async function readValue(key: string): Promise<string | undefined> {
  const rows = await connected.db.select().from(siteConfigs).where(eq(siteConfigs.key, key));
  return rows[0]?.value;
}

const settingsFor = (server: PrivateMariadb) => ({
  host: '127.0.0.1',
  port: server.port,
  username: 'root',
  password: '',
  database: DATABASE,
});

beforeAll(async () => {
  // One after the other: two mariadb-install-db runs at once can collide in the shared /tmp.
  primary = await startPrivateMariadb({ port: PORT_BASE, binaryLog: true, serverId: 1 });
  replica = await startPrivateMariadb({ port: PORT_BASE + 1, serverId: 2 });
  const admin = await primary.connect();
  await admin.query("CREATE USER 'repl'@'127.0.0.1' IDENTIFIED BY 'repl'");
  await admin.query("GRANT REPLICATION SLAVE ON *.* TO 'repl'@'127.0.0.1'");
  await admin.query(`CREATE DATABASE ${DATABASE} CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const follower = await replica.connect();
  await follower.query(
    `CHANGE MASTER TO MASTER_HOST='127.0.0.1', MASTER_PORT=${primary.port}, MASTER_USER='repl', MASTER_PASSWORD='repl', MASTER_USE_GTID=slave_pos, MASTER_CONNECT_RETRY=1`,
  );
  await follower.query('START SLAVE');
  await follower.end();
  const migrationPool: mysql.Pool = createPool(settingsFor(primary), { connectionLimit: 2 });
  await runMigrations(migrationPool);
  await migrationPool.end();
  await replicaCaughtUp();
  connected = openDatabase('replicas-test', settingsFor(primary), [
    `mysql://root@127.0.0.1:${replica.port}/${DATABASE}`,
  ]);
}, 120_000);

afterAll(async () => {
  await closeDatabase(connected);
  await Promise.all([replica?.destroy(), primary?.destroy()]);
});

describe('read replicas', () => {
  it('replicates the migrated schema and the primary’s writes', async () => {
    await connected.db.insert(siteConfigs).values({ key: 'replicated', value: '"from primary"' });
    await replicaCaughtUp();
    const follower = await replica.connect(DATABASE);
    const [rows] = await follower.query(
      "SELECT config_value FROM site_configs WHERE config_key = 'replicated'",
    );
    await follower.end();
    expect(rows).toEqual([{ config_value: '"from primary"' }]);
  });

  it('sends a plain read to the replica', async () => {
    // A row only the replica has: seeing it proves where the read went.
    await onReplicaOnly(
      "INSERT INTO site_configs (config_key, config_value) VALUES ('marker', '\"replica\"')",
    );
    await expect(readValue('marker')).resolves.toBe('"replica"');
    await runWithReadScope({ primary: false, wrote: false }, async () => {
      await expect(readValue('marker')).resolves.toBe('"replica"');
    });
  });

  it('reads the primary after the request wrote, and for a mutation throughout', async () => {
    await runWithReadScope({ primary: false, wrote: false }, async () => {
      await expect(readValue('marker')).resolves.toBe('"replica"');
      await connected.db.insert(siteConfigs).values({ key: 'written', value: '"by this request"' });
      await expect(readValue('marker')).resolves.toBeUndefined();
      await expect(readValue('written')).resolves.toBe('"by this request"');
    });
    await runWithReadScope({ primary: true, wrote: false }, async () => {
      await expect(readValue('marker')).resolves.toBeUndefined();
    });
    // Other requests still read the replica.
    await expect(readValue('marker')).resolves.toBe('"replica"');
  });

  it('routes a read built once (preparedRead) on every call, not where it was first built', async () => {
    const markerRead = preparedRead((db) =>
      db
        .select({ value: siteConfigs.value })
        .from(siteConfigs)
        .where(eq(siteConfigs.key, sql.placeholder('key')))
        .prepare(),
    );
    const prepared = async () => (await markerRead(connected.db).execute({ key: 'marker' }))[0]?.value;
    await runWithReadScope({ primary: true, wrote: false }, async () => {
      await expect(prepared()).resolves.toBeUndefined();
    });
    await expect(prepared()).resolves.toBe('"replica"');
    await runWithReadScope({ primary: true, wrote: false }, async () => {
      await expect(prepared()).resolves.toBeUndefined();
    });
  });

  it('reads the primary while the replica is down, and the replica again once it is back', async () => {
    await replica.stop();
    try {
      await expect(readValue('written')).resolves.toBe('"by this request"');
      await expect(readValue('marker')).resolves.toBeUndefined();
    } finally {
      await replica.start();
    }
    const follower = await replica.connect();
    await follower.query('START SLAVE');
    await follower.end();
    await expect.poll(() => readValue('marker'), { timeout: 15_000, interval: 250 }).toBe('"replica"');
  }, 60_000);

  it('takes a replica that stopped replicating out of reads until it follows again', async () => {
    const follower = await replica.connect();
    await follower.query('STOP SLAVE');
    try {
      await expect.poll(() => readValue('marker'), { timeout: 10_000, interval: 250 }).toBeUndefined();
    } finally {
      await follower.query('START SLAVE');
      await follower.end();
    }
    await expect.poll(() => readValue('marker'), { timeout: 15_000, interval: 250 }).toBe('"replica"');
  }, 60_000);
});
