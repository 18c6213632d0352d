/** An automatic reload happens at most once per path per 10 seconds. */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'plaza-reload-guard';

/** Path → time of the last automatic reload (ms since epoch). */
export type ReloadLog = Record<string, number>;

export interface ReloadDecision {
  allowed: boolean;
  /** The log to store: expired entries dropped, and this path stamped when allowed. */
  log: ReloadLog;
}

export function parseReloadLog(raw: string | null | undefined): ReloadLog {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const log: ReloadLog = {};
    for (const [path, time] of Object.entries(parsed)) {
      if (typeof time === 'number' && Number.isFinite(time)) log[path] = time;
    }
    return log;
  } catch {
    return {};
  }
}

/** Pure: may this path reload now, given the log? */
export function decideReload(
  log: ReloadLog,
  path: string,
  now: number,
  windowMs = RELOAD_GUARD_MS,
): ReloadDecision {
  const next: ReloadLog = {};
  for (const [entry, time] of Object.entries(log)) {
    if (now - time < windowMs && time <= now) next[entry] = time;
  }
  const allowed = next[path] === undefined;
  if (allowed) next[path] = now;
  return { allowed, log: next };
}

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Reads and updates the log in storage (sessionStorage in the browser); true when the reload may go ahead. */
export function claimReload(storage: GuardStorage | null, path: string, now = Date.now()): boolean {
  if (!storage) return true;
  try {
    const decision = decideReload(parseReloadLog(storage.getItem(RELOAD_GUARD_KEY)), path, now);
    storage.setItem(RELOAD_GUARD_KEY, JSON.stringify(decision.log));
    return decision.allowed;
  } catch {
    // Storage unavailable (privacy mode): better to skip the reload than to risk a loop.
    return false;
  }
}
