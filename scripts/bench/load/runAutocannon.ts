import autocannon from 'autocannon';

export interface LoadSettings {
  connections: number;
  durationS: number;
  /** 0: no warm-up (a later round of a row the first round warmed up). */
  warmupS: number;
  /** Rounds a compared row is measured in, the builds taking turns in each (measureRounds.ts). */
  rounds: number;
  /** Seconds measured in each round. */
  roundS: number;
}

/** BENCH_DURATION_S, BENCH_WARMUP_S, BENCH_CONNECTIONS, BENCH_ROUNDS and BENCH_ROUND_S with their defaults. */
export function loadSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): LoadSettings {
  const positive = (value: string | undefined, fallback: number) => {
    const parsed = Number(value);
    return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
  };
  return {
    connections: positive(env.BENCH_CONNECTIONS, 50),
    durationS: positive(env.BENCH_DURATION_S, 8),
    warmupS: positive(env.BENCH_WARMUP_S, 2),
    rounds: Math.max(1, Math.round(positive(env.BENCH_ROUNDS, 3))),
    roundS: positive(env.BENCH_ROUND_S, 3),
  };
}

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  /** How many answers had each status outside 2xx, e.g. { '503': 1 }: says why a request failed. */
  otherStatuses?: Record<string, number>;
  requests: number;
}

/** The statuses outside 2xx from autocannon's per-status counts. */
export function otherStatusesOf(
  stats: Record<string, { count: number }> | undefined,
): Record<string, number> {
  const other: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(stats ?? {})) {
    if (!status.startsWith('2') && count > 0) other[status] = count;
  }
  return other;
}

type Options = Omit<autocannon.Options, 'connections' | 'duration'>;

/**
 * Waits until the server answers a cheap request quickly again: requests still queued from the previous
 * run would otherwise be billed to the next target (up to 30 s).
 */
export async function drain(baseUrl: string, path = '/api/install/status'): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    try {
      await (await fetch(`${baseUrl}${path}`)).arrayBuffer();
    } catch {
      // a refused connection drains nothing; try again
    }
    if (performance.now() - started < 100) return;
  }
}

/** A warm-up run (discarded) unless `warmupS` is 0, the server drained, then the measured run with the same options. */
export async function measure(options: Options, settings: LoadSettings): Promise<LoadFigures> {
  const base = { ...options, connections: settings.connections, timeout: 10 };
  const origin = new URL(String(options.url)).origin;
  await drain(origin);
  if (settings.warmupS > 0) {
    await autocannon({ ...base, duration: settings.warmupS });
    await drain(origin);
  }
  const result = await autocannon({ ...base, duration: settings.durationS });
  return {
    rps: result.requests.total / settings.durationS,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    otherStatuses: otherStatusesOf(result.statusCodeStats as Record<string, { count: number }> | undefined),
    requests: result.requests.total,
  };
}
