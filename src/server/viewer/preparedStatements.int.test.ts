import type mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { createPool } from '../db/client.ts';
import { PREPARED_PER_CONNECTION, preparedOn, statementName } from './preparedStatements.ts';

// What the registry says a connection holds, checked against what MariaDB runs on that connection.

const t = useTestDatabase();
let pool: mysql.Pool;
let connection: mysql.PoolConnection;

const textOf = (n: number) => `select ${n} as n`;

/** Prepares (as the registry says) and runs statement n on the connection; its answer. */
async function run(n: number): Promise<number> {
  const name = statementName(textOf(n));
  // A statement before, as the viewer round sends: the answer is then always a list of results.
  const statements = [
    'set @plaza_test = 0',
    ...preparedOn(connection).use(name, textOf(n)),
    `execute ${name}`,
  ];
  const [results] = await connection.query(statements.join(';\n'));
  const rowSets = (results as unknown[]).filter((result) => Array.isArray(result)) as Array<
    Array<{ n: number }>
  >;
  return Number(rowSets.at(-1)?.[0]?.n);
}

async function sessionCounter(name: string): Promise<number> {
  const [rows] = await connection.query('show session status like ?', [name]);
  return Number((rows as Array<{ Value: string }>)[0]?.Value ?? 0);
}

beforeAll(async () => {
  pool = createPool(t.settings, { connectionLimit: 1, multipleStatements: true, trace: false });
  connection = await pool.getConnection();
});

afterAll(async () => {
  connection.release();
  await pool.end();
});

describe('preparedOn', () => {
  it('prepares a text once, and lets the least recently used go when the connection is full', async () => {
    const before = await sessionCounter('Com_prepare_sql');
    expect(await run(1)).toBe(1);
    expect(await run(1)).toBe(1);
    expect((await sessionCounter('Com_prepare_sql')) - before).toBe(1);

    for (let n = 2; n <= PREPARED_PER_CONNECTION + 5; n++) expect(await run(n)).toBe(n);
    const prepared = (await sessionCounter('Com_prepare_sql')) - before;
    const released = await sessionCounter('Com_dealloc_sql');
    expect(prepared).toBe(PREPARED_PER_CONNECTION + 5);
    expect(prepared - released).toBe(PREPARED_PER_CONNECTION);
    // The first ones went; the newest are still there and run without preparing again.
    expect(preparedOn(connection).use(statementName(textOf(1)), textOf(1))).toHaveLength(2);
    expect(preparedOn(connection).use(statementName(textOf(PREPARED_PER_CONNECTION + 5)), 'x')).toEqual([]);
  });

  it('prepares everything again once told a round failed', async () => {
    const name = statementName(textOf(500));
    expect(await run(500)).toBe(500);
    await connection.query(`deallocate prepare ${name}`);
    await expect(run(500)).rejects.toThrow(/unknown prepared statement/i);
    preparedOn(connection).forget();
    expect(await run(500)).toBe(500);
  });
});
