/**
 * What a server did during a row, read from its own `/metrics` (the bench starts it with a token): how
 * its page cache answered and how much CPU and garbage collection the process spent. A row that dips
 * then says whether the cache missed or the process was busy with something else. A build without
 * `/metrics` (older than the metrics endpoint) has no counters.
 */
export interface ServerCounters {
  pageCache: { hit: number; miss: number; bypass: number };
  cpuSeconds: number;
  gcSeconds: number;
}

/** The token the bench starts its servers with (never a real forum's). */
export const BENCH_METRICS_TOKEN = 'bench-metrics-token-not-secret';

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{([^}]*)\})?\s+(\S+)/;

function labelOf(labels: string | undefined, name: string): string | undefined {
  return new RegExp(`(?:^|,)${name}="([^"]*)"`).exec(labels ?? '')?.[1];
}

/** The counters from Prometheus text; undefined when it has no page cache counter (not our endpoint). */
export function parseServerCounters(text: string): ServerCounters | undefined {
  const counters: ServerCounters = { pageCache: { hit: 0, miss: 0, bypass: 0 }, cpuSeconds: 0, gcSeconds: 0 };
  let sawPageCache = false;
  for (const line of text.split('\n')) {
    const sample = SAMPLE.exec(line);
    if (!sample) continue;
    const [, name, labels, raw] = sample;
    const value = Number(raw);
    if (!Number.isFinite(value)) continue;
    if (name === 'plaza_page_cache_lookups_total') {
      const result = labelOf(labels, 'result');
      if (result === 'hit' || result === 'miss' || result === 'bypass') {
        counters.pageCache[result] += value;
        sawPageCache = true;
      }
    } else if (name === 'process_cpu_seconds_total') {
      counters.cpuSeconds += value;
    } else if (name === 'nodejs_gc_duration_seconds_sum') {
      counters.gcSeconds += value;
    }
  }
  return sawPageCache ? counters : undefined;
}

/** What changed from `before` to `after`. */
export function countersBetween(before: ServerCounters, after: ServerCounters): ServerCounters {
  return {
    pageCache: {
      hit: after.pageCache.hit - before.pageCache.hit,
      miss: after.pageCache.miss - before.pageCache.miss,
      bypass: after.pageCache.bypass - before.pageCache.bypass,
    },
    cpuSeconds: after.cpuSeconds - before.cpuSeconds,
    gcSeconds: after.gcSeconds - before.gcSeconds,
  };
}

/** The counters of several rounds added up; undefined when any round had none. */
export function sumCounters(rounds: ReadonlyArray<ServerCounters | undefined>): ServerCounters | undefined {
  if (rounds.length === 0 || rounds.some((round) => round === undefined)) return undefined;
  return (rounds as ServerCounters[]).reduce((total, round) => ({
    pageCache: {
      hit: total.pageCache.hit + round.pageCache.hit,
      miss: total.pageCache.miss + round.pageCache.miss,
      bypass: total.pageCache.bypass + round.pageCache.bypass,
    },
    cpuSeconds: total.cpuSeconds + round.cpuSeconds,
    gcSeconds: total.gcSeconds + round.gcSeconds,
  }));
}

/** The server's counters now, or undefined when it has no `/metrics` that answers the token. */
export async function readServerCounters(baseUrl: string): Promise<ServerCounters | undefined> {
  try {
    const response = await fetch(`${baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
    });
    if (!response.ok) {
      await response.arrayBuffer();
      return undefined;
    }
    return parseServerCounters(await response.text());
  } catch {
    return undefined;
  }
}
