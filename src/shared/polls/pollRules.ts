import type { PollResultsVisibility } from './pollLimits.ts';

/** Closed by its author or staff, or past its closing time. */
export function isPollClosed(poll: { closedAt: Date | null; closesAt: Date | null }, now: Date): boolean {
  return poll.closedAt !== null || (poll.closesAt !== null && poll.closesAt.getTime() <= now.getTime());
}

/** Whether a reader may see the counts: "always", a closed poll, or "voted" once they voted. */
export function resultsVisible(
  visibility: PollResultsVisibility,
  state: { closed: boolean; voted: boolean },
): boolean {
  if (visibility === 'always' || state.closed) return true;
  return visibility === 'voted' && state.voted;
}

/** Whether the counts are the same for every reader, so they may be in cached HTML. */
export function resultsPublic(visibility: PollResultsVisibility, closed: boolean): boolean {
  return visibility === 'always' || closed;
}

/** A whole percentage of the votes, 0 when nobody voted. */
export function votePercent(votes: number, voters: number): number {
  return voters === 0 ? 0 : Math.round((votes / voters) * 100);
}
