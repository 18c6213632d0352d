import type mysql from 'mysql2/promise';
import { withReplicas } from 'drizzle-orm/mysql-core';
import type { Database } from './client.ts';
import { isDatabaseUnavailable } from './databaseUnavailable.ts';
import { noteWrite, readsUsePrimary } from './readScope.ts';

/** After a connection error a replica rests this long before reads try it again. */
const REPLICA_REST_MS = 5000;
/** A replica further behind than this (or not replicating at all) serves no reads until it catches up. */
const MAX_REPLICA_LAG_SECONDS = 10;

export interface Replica {
  readonly pool: mysql.Pool;
  readonly db: Database;
  /** Reads skip the replica until this time (ms since the epoch). */
  restUntil: number;
}

/**
 * The replica's pool, except that a read the replica cannot serve because it is unreachable is
 * answered by the primary, and the replica rests for a few seconds. A query the replica refused
 * (bad SQL, a missing table) is not retried: it would fail on the primary too.
 */
export function failoverPool(
  replica: Pick<Replica, 'restUntil'>,
  pool: mysql.Pool,
  primary: mysql.Pool,
): mysql.Pool {
  const withFallback =
    (method: 'query' | 'execute') =>
    async (...args: unknown[]): Promise<unknown> => {
      const call = (target: mysql.Pool) =>
        (target[method] as (...callArgs: unknown[]) => Promise<unknown>).apply(target, args);
      if (Date.now() < replica.restUntil) return call(primary);
      try {
        return await call(pool);
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        replica.restUntil = Date.now() + REPLICA_REST_MS;
        return call(primary);
      }
    };
  const query = withFallback('query');
  const execute = withFallback('execute');
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property === 'query') return query;
      if (property === 'execute') return execute;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/**
 * Plain reads go to a replica (round robin over the healthy ones); writes, transactions, raw
 * `execute` and every read after the request wrote, of a mutation, or of a member who just
 * wrote (see readYourWrites.ts) go to the primary.
 */
export function routeReads(primary: Database, replicas: [Replica, ...Replica[]]): Database {
  let next = 0;
  const chooseReplica = (): Database => {
    if (readsUsePrimary()) return primary;
    const now = Date.now();
    for (let tried = 0; tried < replicas.length; tried++) {
      const replica = replicas[next % replicas.length];
      next = (next + 1) % replicas.length;
      if (replica && now >= replica.restUntil) return replica.db;
    }
    return primary;
  };
  const dbs = replicas.map((replica) => replica.db) as [Database, ...Database[]];
  const routed = withReplicas(primary, dbs, chooseReplica);
  const insert: Database['insert'] = (table) => {
    noteWrite();
    return primary.insert(table);
  };
  const update: Database['update'] = (table) => {
    noteWrite();
    return primary.update(table);
  };
  const remove: Database['delete'] = (table) => {
    noteWrite();
    return primary.delete(table);
  };
  const execute: Database['execute'] = (query) => {
    noteWrite();
    return primary.execute(query);
  };
  const transaction: Database['transaction'] = (run, config) => {
    noteWrite();
    return primary.transaction(run, config);
  };
  return Object.assign(routed, {
    insert,
    update,
    delete: remove,
    execute,
    transaction,
    [READ_TARGET]: chooseReplica,
  });
}

const READ_TARGET = Symbol('plaza.readTarget');

/**
 * The database a plain read would go to now: a replica or the primary when `db` routes reads, else
 * `db` itself. For statements built once per database (see preparedRead.ts), which must not stay
 * bound to the replica that happened to serve the first call.
 */
export function readTargetOf(db: Database): Database {
  const choose = (db as Database & { [READ_TARGET]?: () => Database })[READ_TARGET];
  return choose ? choose() : db;
}

/**
 * Every few seconds, asks each replica how far behind it is; one that has stopped replicating or
 * lags more than MAX_REPLICA_LAG_SECONDS rests until it has caught up. A replica account that may
 * not run SHOW SLAVE STATUS is left to the connection-error fallback alone.
 */
export function watchReplicaLag(replicas: Replica[], intervalMs: number): () => void {
  const unmonitored = new Set<Replica>();
  const check = async (replica: Replica) => {
    if (unmonitored.has(replica)) return;
    try {
      const [rows] = await replica.pool.query('SHOW SLAVE STATUS');
      const status = (rows as Record<string, unknown>[])[0];
      if (!status) return; // not a replica at all (a read-only copy, say): nothing to measure
      const lag = status['Seconds_Behind_Master'];
      const behind = lag === null || lag === undefined || Number(lag) > MAX_REPLICA_LAG_SECONDS;
      if (behind) replica.restUntil = Math.max(replica.restUntil, Date.now() + intervalMs + 1000);
    } catch (error) {
      if (isDatabaseUnavailable(error)) {
        replica.restUntil = Math.max(replica.restUntil, Date.now() + REPLICA_REST_MS);
      } else {
        unmonitored.add(replica);
      }
    }
  };
  const timer = setInterval(() => {
    for (const replica of replicas) void check(replica);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
