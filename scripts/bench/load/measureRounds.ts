import type { LoadFigures, LoadSettings } from './runAutocannon.ts';

/** A row measured in rounds: its figures, the medians of the rounds', and each round's throughput. */
export interface RoundFigures extends LoadFigures {
  roundsRps: number[];
}

/** The middle value; for an even count, the mean of the two middle ones. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * One row from its rounds: the median throughput, p50 and p99, so a spell of the machine that slows one
 * round does not decide the row; failures and requests of every round count.
 */
export function figuresOfRounds(rounds: readonly LoadFigures[]): RoundFigures {
  if (rounds.length === 0) throw new Error('a row needs at least one round');
  const otherStatuses: Record<string, number> = {};
  for (const round of rounds) {
    for (const [status, count] of Object.entries(round.otherStatuses ?? {})) {
      otherStatuses[status] = (otherStatuses[status] ?? 0) + count;
    }
  }
  const sum = (pick: (round: LoadFigures) => number) =>
    rounds.reduce((total, round) => total + pick(round), 0);
  return {
    rps: median(rounds.map((round) => round.rps)),
    p50: median(rounds.map((round) => round.p50)),
    p99: median(rounds.map((round) => round.p99)),
    errors: sum((round) => round.errors),
    non2xx: sum((round) => round.non2xx),
    otherStatuses,
    requests: sum((round) => round.requests),
    roundsRps: rounds.map((round) => round.rps),
  };
}

/** The builds' order in a round: reversed every other round, so neither build always goes second. */
export function orderOfRound<T>(builds: readonly T[], round: number): T[] {
  return round % 2 === 0 ? [...builds] : [...builds].reverse();
}

/**
 * A build's throughput as a share of another's, paired round by round (both measured in the same
 * round, one right after the other) and the median of those shares taken.
 */
export function pairedShare(baselineRounds: readonly number[], currentRounds: readonly number[]): number {
  const shares = currentRounds.flatMap((rps, round) => {
    const before = baselineRounds[round];
    return before && before > 0 ? [rps / before] : [];
  });
  return median(shares);
}

/** The settings of one round: only the first warms the server up; each measures `roundS` seconds. */
export function settingsOfRound(settings: LoadSettings, round: number): LoadSettings {
  return { ...settings, durationS: settings.roundS, warmupS: round === 0 ? settings.warmupS : 0 };
}
