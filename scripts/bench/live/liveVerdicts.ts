import type { LoadFigures } from '../load/runAutocannon.ts';
import { pairedShare } from '../load/measureRounds.ts';

/** Issue 41's two budgets. */
export const LIVE_BUDGETS = {
  /** Event streams one process holds open while member page views are measured. */
  streams: 2000,
  /** Member page views with the streams open, as a share of the same views without them. */
  minStreamShare: 0.9,
  /** Members a digest run is measured over (the medium data set's). */
  digestMembers: 20_000,
  /** No page view's p99 may rise above this while the digest run goes on. */
  digestMaxP99Ms: 100,
} as const;

/** Failures of a row of requests: none completed, or some errored or answered outside 2xx. */
function requestFailures(figures: LoadFigures): string[] {
  const failures: string[] = [];
  if (figures.requests === 0) failures.push('no request completed');
  if (figures.errors + figures.non2xx > 0) {
    const statuses = Object.entries(figures.otherStatuses ?? {})
      .map(([status, count]) => `${status}×${count}`)
      .join(', ');
    failures.push(`${figures.errors + figures.non2xx} failed requests${statuses ? `: ${statuses}` : ''}`);
  }
  return failures;
}

/** One page's member views without and with the streams open (the medians of their rounds). */
export interface StreamPair {
  targetId: string;
  without: LoadFigures;
  with: LoadFigures;
  /** Each round's views/s without and with the streams, when measured in rounds. */
  rounds?: { without: number[]; with: number[] };
}

export interface JudgedStreamPair extends StreamPair {
  /** with / without views per second: paired round by round and the median share, when measured in rounds. */
  share: number;
  failures: string[];
}

export function judgeStreamPair(pair: StreamPair): JudgedStreamPair {
  const share = pair.rounds
    ? pairedShare(pair.rounds.without, pair.rounds.with)
    : pair.without.rps > 0
      ? pair.with.rps / pair.without.rps
      : 0;
  const failures = [
    ...requestFailures(pair.without).map((failure) => `without: ${failure}`),
    ...requestFailures(pair.with).map((failure) => `with: ${failure}`),
  ];
  if (share < LIVE_BUDGETS.minStreamShare)
    failures.push(`< ${LIVE_BUDGETS.minStreamShare * 100}% of without`);
  return { ...pair, share, failures };
}

/** What the stream holder saw of its streams. */
export interface StreamHold {
  /** Streams asked for (BENCH_STREAMS). */
  wanted: number;
  /** Streams answered 200 with text/event-stream. */
  opened: number;
  /** Streams whose first event was the unread count. */
  firstEvents: number;
  /** Streams still open when the measurements were done. */
  openAtEnd: number;
  /** Refused, failed or closed streams, with the reason. */
  errors: string[];
  /** Streams that asked to follow an item page, and of them those whose item snapshot arrived. */
  following: { asked: number; snapshots: number };
}

/** The hold's failures: fewer than the budget's streams, any not opened, without their first event, closed or failed. */
export function streamHoldFailures(hold: StreamHold): string[] {
  const failures: string[] = [];
  if (hold.wanted < LIVE_BUDGETS.streams)
    failures.push(`${hold.wanted} streams asked for, the budget is ${LIVE_BUDGETS.streams}`);
  if (hold.opened < hold.wanted) failures.push(`${hold.wanted - hold.opened} streams not opened`);
  if (hold.firstEvents < hold.wanted)
    failures.push(`${hold.wanted - hold.firstEvents} streams without their first event`);
  if (hold.openAtEnd < hold.wanted)
    failures.push(`${hold.wanted - hold.openAtEnd} streams not open at the end`);
  if (hold.errors.length > 0) failures.push(`${hold.errors.length} stream errors`);
  if (hold.following.snapshots < hold.following.asked)
    failures.push(
      `${hold.following.asked - hold.following.snapshots} item streams without the item's snapshot`,
    );
  return failures;
}

/** Page views of one page and audience measured while the digest run went on. */
export interface DigestRow extends LoadFigures {
  targetId: string;
  audience: 'anonymous' | 'member';
  /** The same page and audience measured in one slice before the run (informational). */
  quiet?: { rps: number; p99: number };
}

export interface JudgedDigestRow extends DigestRow {
  failures: string[];
}

export function judgeDigestRow(row: DigestRow): JudgedDigestRow {
  const failures = requestFailures(row);
  if (row.p99 >= LIVE_BUDGETS.digestMaxP99Ms) failures.push(`p99 ≥ ${LIVE_BUDGETS.digestMaxP99Ms} ms`);
  return { ...row, failures };
}

/** What the digest run did, read from the database and the mail sink. */
export interface DigestOutcome {
  /** Members the run could consider: active, verified, with a digest frequency (SQL before the run). */
  eligible: number;
  /** Whether the outbox emptied of the run's events before the timeout. */
  finished: boolean;
  /** Members whose `last_digest_at` the run set. */
  digestsRecorded: number;
  /** Messages the SMTP sink received. */
  mailsSent: number;
  /** Digest or mail events the outbox gave up on. */
  gaveUp: number;
}

export function digestOutcomeFailures(outcome: DigestOutcome): string[] {
  const failures: string[] = [];
  if (!outcome.finished) failures.push('the run did not finish before the timeout');
  if (outcome.digestsRecorded === 0) failures.push('no digest recorded');
  if (outcome.mailsSent < outcome.digestsRecorded)
    failures.push(`${outcome.digestsRecorded - outcome.mailsSent} digests recorded but not received`);
  if (outcome.gaveUp > 0) failures.push(`${outcome.gaveUp} outbox events given up`);
  return failures;
}

export const verdictOf = (failures: readonly string[]) =>
  failures.length === 0 ? 'PASS' : `FAIL (${failures.join('; ')})`;
