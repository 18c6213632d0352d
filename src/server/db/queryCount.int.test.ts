import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { testServerSettings } from '../../../tests/mysqlServer.ts';
import { createDatabase, createPool } from './client.ts';
import { countQueriesOf, runWithQueryTally, type QueryTally } from './queryCount.ts';

const pool = countQueriesOf(
  createPool({ ...testServerSettings(), database: 'mysql' }, { connectionLimit: 2 }),
);
const db = createDatabase(pool);

afterAll(() => pool.end());

describe('countQueriesOf', () => {
  it("adds each query sent through the pool to the running request's tally only", async () => {
    const first: QueryTally = { queries: 0 };
    const second: QueryTally = { queries: 0 };
    await Promise.all([
      runWithQueryTally(first, async () => {
        await db.execute(sql`SELECT 1`);
        await Promise.all([db.execute(sql`SELECT 2`), pool.execute('SELECT 3')]);
      }),
      runWithQueryTally(second, () => pool.query('SELECT 4')),
    ]);
    await db.execute(sql`SELECT 5`);
    expect(first.queries).toBe(3);
    expect(second.queries).toBe(1);
  });
});
