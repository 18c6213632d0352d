import { AsyncLocalStorage } from 'node:async_hooks';
import type mysql from 'mysql2/promise';

/** The SQL statements one request has sent so far. */
export interface QueryTally {
  queries: number;
}

const storage = new AsyncLocalStorage<QueryTally>();

/** Runs `work` with a fresh tally that every query sent through a counted pool adds to. */
export function runWithQueryTally<T>(tally: QueryTally, work: () => T): T {
  return storage.run(tally, work);
}

function noteQuery(): void {
  const tally = storage.getStore();
  if (tally) tally.queries += 1;
}

/**
 * Makes the pool's plain `query` and `execute` add to the running request's tally (a debug aid:
 * QUERY_COUNT=1). Transactions take a connection of their own and are not counted.
 */
export function countQueriesOf(pool: mysql.Pool): mysql.Pool {
  const query = pool.query.bind(pool);
  const execute = pool.execute.bind(pool);
  pool.query = ((...args: Parameters<typeof query>) => {
    noteQuery();
    return query(...args);
  }) as typeof pool.query;
  pool.execute = ((...args: Parameters<typeof execute>) => {
    noteQuery();
    return execute(...args);
  }) as typeof pool.execute;
  return pool;
}
