import type { LoadSettings } from '../load/runAutocannon.ts';
import {
  LIVE_BUDGETS,
  verdictOf,
  type DigestOutcome,
  type JudgedDigestRow,
  type JudgedStreamPair,
  type StreamHold,
} from './liveVerdicts.ts';

const fixed = (value: number, digits = 0) => value.toFixed(digits);
const counted = (counts: Record<string, number>) =>
  Object.entries(counts)
    .map(([name, count]) => `${name} ${count.toLocaleString('en-US')}`)
    .join(', ');
const machine = (cpus: number, loads: [number, number]) =>
  `Machine: ${cpus} cores, 1-minute load average ${fixed(loads[0], 1)} at the start and ${fixed(loads[1], 1)} at the end ` +
  `(above ${cpus}: other processes competed for the CPU).`;

export interface StreamsReport {
  preset: string;
  counts: Record<string, number>;
  settings: LoadSettings;
  viewMembers: number;
  streamMembers: number;
  hold: StreamHold;
  holdFailures: string[];
  opening: { openMs: number; firstEventMsP99: number; maxOpenFiles: number };
  /** The server's summed VmRSS: idle after sign-in, peak without streams, with the streams just open, peak with them. */
  rss: { idle: number; peakWithout: number; streamsOpen: number; peakWith: number };
  rows: readonly JudgedStreamPair[];
  loadAverages: [number, number];
  cpus: number;
  logFile: string;
}

/** The streams bench's section: the member rows without and with the streams, the hold, memory. */
export function streamsMarkdown(report: StreamsReport): string {
  const { hold, opening, rss, settings } = report;
  return [
    `## Event streams beside member page views, preset ${report.preset}`,
    '',
    `Data: ${counted(report.counts)}. One server process (the current build, the node flags of \`npm run serve\`). ` +
      `Member page views as in the load bench's member rows (the HTML with the member's cookie and gzip, then the ` +
      `viewer request its HTML names, timed together), ${settings.connections} connections, ${report.viewMembers} members. ` +
      `A first pass over every page warms the server (not kept); then ${settings.rounds} rounds, each measuring every ` +
      `page ${settings.roundS} s with no event streams and ${settings.roundS} s while a child process of the bench ` +
      `holds ${hold.wanted.toLocaleString('en-US')} streams (\`GET /api/user/msg_stream\`, ${report.streamMembers} ` +
      `members' sessions, several streams each; every second one follows the moment with 200 comments from its ` +
      `newest comment), the two phases in an order reversed every other round. The first round warms each page ` +
      `up ${settings.warmupS} s first; the streams are opened anew for each round and closed after its phase with ` +
      `them. A row shows the medians of its rounds; ` +
      `with / without is each round's share, the median of those. Target (issue 41): with the streams ` +
      `≥ ${LIVE_BUDGETS.minStreamShare * 100}% of the views/s without; all ${LIVE_BUDGETS.streams.toLocaleString('en-US')} ` +
      `open at the end; no failures. ${machine(report.cpus, report.loadAverages)}`,
    '',
    '| page | views/s without | p50 / p99 ms without | views/s with streams | p50 / p99 ms with | views/s by round (without → with) | with / without | verdict |',
    '| --- | ---: | ---: | ---: | ---: | --- | ---: | --- |',
    ...report.rows.map(
      (row) =>
        `| ${row.targetId} | ${fixed(row.without.rps)} | ${fixed(row.without.p50, 1)} / ${fixed(row.without.p99, 1)} | ` +
        `${fixed(row.with.rps)} | ${fixed(row.with.p50, 1)} / ${fixed(row.with.p99, 1)} | ` +
        `${row.rounds ? row.rounds.without.map((rps, round) => `${fixed(rps)} → ${fixed(row.rounds!.with[round] ?? 0)}`).join(', ') : '–'} | ` +
        `${fixed(row.share, 2)} | ${verdictOf(row.failures)} |`,
    ),
    '',
    `Streams: ${hold.wanted} asked for, ${hold.opened} opened, ${hold.firstEvents} sent their unread count ` +
      `(p99 ${fixed(opening.firstEventMsP99)} ms from the request; all opened in ${fixed(opening.openMs / 1000, 1)} s), ` +
      `${hold.openAtEnd} still open after the measurements (the round whose streams did worst); ${hold.following.snapshots} of the ` +
      `${hold.following.asked} following the moment received its snapshot → ${verdictOf(report.holdFailures)}.` +
      (hold.errors.length > 0 ? ` First errors: ${hold.errors.slice(0, 5).join('; ')}.` : ''),
    '',
    `Server memory (sum of VmRSS over its processes): ${fixed(rss.idle, 1)} MB idle after the sign-ins, peak ` +
      `${fixed(rss.peakWithout, 1)} MB measuring without streams, ${fixed(rss.streamsOpen, 1)} MB with the streams just ` +
      `opened (first round), peak ${fixed(rss.peakWith, 1)} MB measuring with them (informational).`,
    '',
    `- The client: the streams are held by a child process of the bench (scripts/bench/live/streamHolder.ts, ` +
      `\`ulimit -n\` ${opening.maxOpenFiles}, an http.Agent without keep-alive and without a socket cap, one socket per ` +
      `stream), opened ${hold.wanted > 0 ? 'in waves' : ''} and then idle but for the server's heartbeats; the page ` +
      `views come from autocannon in the bench process, which holds no stream.`,
    `- server log of this run: \`${report.logFile}\``,
  ].join('\n');
}

export interface DigestReport {
  preset: string;
  counts: Record<string, number>;
  outcome: DigestOutcome;
  outcomeFailures: string[];
  durationS: number;
  /** From the start to the last mail the sink received. */
  lastMailS: number;
  connections: number;
  sliceS: number;
  /** What the bench set in the database before the run. */
  prepared: string[];
  peakRssMb: number;
  rows: readonly JudgedDigestRow[];
  loadAverages: [number, number];
  cpus: number;
  logFile: string;
}

/** The digest bench's section: the run, then each page's p99 while it went on. */
export function digestMarkdown(report: DigestReport): string {
  const { outcome } = report;
  return [
    `## Digest run beside page views, preset ${report.preset}`,
    '',
    `Data: ${counted(report.counts)}. One server process (the current build). The owner starts a digest run ` +
      `(\`POST /api/admin/settings/digest-run\`), and until the outbox holds no \`digest.batch\` or ` +
      `\`mail.requested\` event any more, anonymous and member page views (the load bench's member view: HTML and ` +
      `viewer request) go on in turns, page after page, ${report.sliceS} s each over ${report.connections} ` +
      `connections; each row's p50/p99 is over every view of that page and audience during the run, beside one ` +
      `slice of the same views measured just before the run (quiet). Mail goes to ` +
      `a counting SMTP sink in the bench process. Target (issue 41): no page view's p99 ≥ ` +
      `${LIVE_BUDGETS.digestMaxP99Ms} ms, no failures. ${machine(report.cpus, report.loadAverages)}`,
    '',
    `Run: ${outcome.eligible.toLocaleString('en-US')} members eligible (active, verified, digest frequency set), ` +
      `${outcome.digestsRecorded.toLocaleString('en-US')} digests recorded, ${outcome.mailsSent.toLocaleString('en-US')} ` +
      `mails received by the sink, ${outcome.gaveUp} events given up; ${fixed(report.durationS, 1)} s from the ` +
      `request to an empty outbox (polled every 2 s), last mail at ${fixed(report.lastMailS, 1)} s → ` +
      `${verdictOf(report.outcomeFailures)}. Peak server RSS ${fixed(report.peakRssMb, 1)} MB (informational).`,
    '',
    '| page | audience | views | views/s | views/s quiet | p50 ms | p99 ms | p99 ms quiet | errors / non-2xx | verdict |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...report.rows.map(
      (row) =>
        `| ${row.targetId} | ${row.audience} | ${row.requests} | ${fixed(row.rps)} | ` +
        `${row.quiet ? fixed(row.quiet.rps) : '–'} | ${fixed(row.p50, 1)} | ${fixed(row.p99, 1)} | ` +
        `${row.quiet ? fixed(row.quiet.p99, 1) : '–'} | ${row.errors} / ${row.non2xx} | ${verdictOf(row.failures)} |`,
    ),
    '',
    ...report.prepared.map((line) => `- prepared: ${line}`),
    `- server log of this run: \`${report.logFile}\``,
  ].join('\n');
}
