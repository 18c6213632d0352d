import { topScorers } from './scoreRanking.queries.ts';
import type { ScoreRankingEntry } from '@/shared/scores/scoreTypes.ts';

const TTL_MS = 60_000;
let cached: { limit: number; at: number; entries: ScoreRankingEntry[] } | undefined;

/** The home page's score ranking, kept for a minute per process (a minute-old ranking is fine). */
export async function cachedTopScorers(
  limit: number,
  now: number = Date.now(),
): Promise<ScoreRankingEntry[]> {
  if (cached && cached.limit === limit && now - cached.at < TTL_MS) return cached.entries;
  const entries = await topScorers(limit);
  cached = { limit, at: now, entries };
  return entries;
}

/**
 * Told after a score change commits: a change that can move someone into, within or out of the
 * ranking drops this process's copy, so the member who just earned their place sees it at once.
 * Changes far below the ranking (the usual case) keep the cache.
 */
export function noteScoreChange(userId: number, balance: number): void {
  if (!cached) return;
  const lowest = cached.entries[cached.entries.length - 1]?.score ?? 0;
  const listed = cached.entries.some((entry) => entry.user.id === userId);
  if (listed || cached.entries.length < cached.limit || balance >= lowest) cached = undefined;
}
