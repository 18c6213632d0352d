import { tracingChannel } from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';
import type { EventEmitter } from 'node:events';
import type mysql from 'mysql2/promise';
import type { PoolConnection as CorePoolConnection } from 'mysql2';
import { databasePoolConnections, databaseQueryDuration } from '../metrics/metricsRegistry.ts';

/** The primary's pools (the app's and the viewer's) count as one, every replica's as `replica`. */
type PoolRole = 'primary' | 'replica';

const ROLES: readonly PoolRole[] = ['primary', 'replica'];

interface WatchedPool {
  role: PoolRole;
  /** Connections the pool holds, and those of them lent out now. */
  open: Set<EventEmitter>;
  used: Set<EventEmitter>;
}

const ROLE = Symbol('plaza.poolRole');
const STARTED = Symbol('plaza.startedAt');

/** What mysql2 publishes on its tracing channels (its typings' *TraceContext), plus our marks. */
interface TraceContext {
  serverAddress: string;
  serverPort?: number | undefined;
  [ROLE]?: PoolRole | undefined;
  [STARTED]?: number | undefined;
}

const watched = new Set<WatchedPool>();
/** Each server's role, learned from the pools' own connections (host and port, or socket). */
const roleOfServer = new Map<string, PoolRole>();
const waiting: Record<PoolRole, number> = { primary: 0, replica: 0 };
const queryTime = {
  primary: databaseQueryDuration.labels('primary'),
  replica: databaseQueryDuration.labels('replica'),
};

// The same address mysql2 puts in its trace contexts (tracing.js getServerContext).
const serverKey = (address: string, port: number | undefined) =>
  port === undefined ? address : `${address}:${port}`;

function serverKeyOf(config: CorePoolConnection['config']): string {
  return config.socketPath
    ? serverKey(config.socketPath, undefined)
    : serverKey(config.host || 'localhost', config.port || 3306);
}

const roleOf = (context: TraceContext) =>
  roleOfServer.get(serverKey(context.serverAddress, context.serverPort));
const noop = () => undefined;

let subscribed = false;

// mysql2's public diagnostics channels: a query's time from its start to its result, and a request
// for a connection from the call to the moment it is given one (waiting).
function subscribeToTracing(): void {
  if (subscribed) return;
  subscribed = true;
  const timeQuery = {
    start(context: TraceContext) {
      const role = roleOf(context);
      if (role) Object.assign(context, { [ROLE]: role, [STARTED]: performance.now() });
    },
    asyncStart(context: TraceContext) {
      const role = context[ROLE];
      const started = context[STARTED];
      if (!role || started === undefined) return;
      context[STARTED] = undefined;
      queryTime[role].observe((performance.now() - started) / 1000);
    },
    end: noop,
    asyncEnd: noop,
    error: noop,
  };
  tracingChannel<unknown, TraceContext>('mysql2:query').subscribe(timeQuery);
  tracingChannel<unknown, TraceContext>('mysql2:execute').subscribe(timeQuery);
  tracingChannel<unknown, TraceContext>('mysql2:pool:connect').subscribe({
    start(context) {
      const role = roleOf(context);
      if (!role) return;
      context[ROLE] = role;
      waiting[role] += 1;
    },
    asyncStart(context) {
      const role = context[ROLE];
      if (!role) return;
      context[ROLE] = undefined;
      waiting[role] -= 1;
    },
    end: noop,
    asyncEnd: noop,
    error: noop,
  });
}

function sampleConnections(): void {
  databasePoolConnections.reset();
  for (const role of ROLES) {
    const pools = [...watched].filter((pool) => pool.role === role);
    if (pools.length === 0) continue;
    const used = pools.reduce((sum, pool) => sum + pool.used.size, 0);
    const open = pools.reduce((sum, pool) => sum + pool.open.size, 0);
    databasePoolConnections.set({ pool: role, state: 'used' }, used);
    databasePoolConnections.set({ pool: role, state: 'idle' }, Math.max(0, open - used));
    databasePoolConnections.set({ pool: role, state: 'waiting' }, Math.max(0, waiting[role]));
  }
}

/**
 * Follows pools through mysql2's public pool events (`connection`, `acquire`, `release`) and its
 * connections' `end`/`error`, so the pool gauge reads used, idle and waiting connections when
 * sampled; returns the function that stops following them (the pools are closing).
 */
export function watchPools(pools: ReadonlyArray<readonly [mysql.Pool, PoolRole]>): () => void {
  subscribeToTracing();
  Object.assign(databasePoolConnections, { collect: sampleConnections });
  const stops = pools.map(([pool, role]) => {
    const state: WatchedPool = { role, open: new Set(), used: new Set() };
    const forget = (connection: EventEmitter) => () => {
      state.open.delete(connection);
      state.used.delete(connection);
    };
    const onConnection = (connection: CorePoolConnection) => {
      roleOfServer.set(serverKeyOf(connection.config), role);
      state.open.add(connection);
      const gone = forget(connection);
      connection.once('end', gone);
      connection.once('error', gone);
    };
    const onAcquire = (connection: EventEmitter) => void state.used.add(connection);
    const onRelease = (connection: EventEmitter) => void state.used.delete(connection);
    pool.pool.on('connection', onConnection);
    pool.pool.on('acquire', onAcquire);
    pool.pool.on('release', onRelease);
    watched.add(state);
    return () => {
      pool.pool.off('connection', onConnection);
      pool.pool.off('acquire', onAcquire);
      pool.pool.off('release', onRelease);
      watched.delete(state);
    };
  });
  return () => stops.forEach((stop) => stop());
}
