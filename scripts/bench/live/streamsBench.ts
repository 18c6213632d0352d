// `npm run bench -- streams --preset <p>`: issue 41's first budget. Member page views (the load bench's
// member rows: the HTML and its viewer request) are measured on the current build without event
// streams, then again while a child process holds BENCH_STREAMS (2,000) member event streams open on
// the same server process; the views with the streams must reach 90% of those without.
// Relative imports only: this runs with Node's type stripping.
import { availableParallelism, loadavg } from 'node:os';
import type { BenchOptions } from '../benchOptions.ts';
import { recordResults, serverLogFile } from '../recordResults.ts';
import { prepareBenchDataset } from '../load/benchDataset.ts';
import { startBenchServer } from '../load/benchServer.ts';
import { readTargets } from '../load/loadTargets.ts';
import { measureMemberViews, viewerPathOfHtml } from '../load/memberViews.ts';
import { sampleTreeMemory, treeRssMb } from '../load/processMemory.ts';
import { loadSettingsFromEnv, type LoadFigures, type LoadSettings } from '../load/runAutocannon.ts';
import { figuresOfRounds, orderOfRound, settingsOfRound } from '../load/measureRounds.ts';
import { signInMembers } from '../load/signInMembers.ts';
import { capturePages } from '../load/staticCeilingServer.ts';
import { openEventStreams } from './eventStreams.ts';
import { latestCommentIdOfHtml } from './sseEvents.ts';
import {
  judgeStreamPair,
  LIVE_BUDGETS,
  streamHoldFailures,
  type StreamHold,
  type StreamPair,
} from './liveVerdicts.ts';
import { streamsMarkdown } from './liveMarkdown.ts';

const PORT = 4904;

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isInteger(value) && value > 0 ? value : fallback;
}

export async function streamsBench(options: BenchOptions): Promise<{ passed: boolean }> {
  const { preset } = options;
  const settings = loadSettingsFromEnv();
  const wanted = positive('BENCH_STREAMS', LIVE_BUDGETS.streams);
  const viewMembers = positive('BENCH_MEMBERS', 50);
  const loadAtStart = loadavg()[0]!;
  const { info, dataDir } = await prepareBenchDataset(preset);
  // The sample's members (200) hold the streams, several each like tabs; the first BENCH_MEMBERS view pages.
  const streamMembers = info.sample.members.slice(0, positive('BENCH_STREAM_MEMBERS', 200));
  const only = process.env.BENCH_STREAM_TARGETS?.split(',').map((id) => id.trim());
  const targets = readTargets(info).filter((target) => target.page && (!only || only.includes(target.id)));
  const logFile = serverLogFile(`streams-${preset}`, 'current');
  const server = await startBenchServer({ port: PORT, dataDir, logFile });
  const pairs: StreamPair[] = [];
  let hold: StreamHold | undefined;
  const rss = { idle: 0, peakWithout: 0, streamsOpen: 0, peakWith: 0 };
  const opening = { openMs: 0, firstEventMsP99: 0, maxOpenFiles: 0 };
  try {
    const pages = await capturePages(
      server.url,
      targets.map((target) => target.path),
    );
    const cookies = await signInMembers(server.url, streamMembers);
    const viewCookies = cookies.slice(0, viewMembers);
    const views = (path: string, roundSettings: LoadSettings) =>
      measureMemberViews(
        server.url,
        path,
        viewerPathOfHtml(pages.get(path)!.body.toString('utf8')),
        viewCookies,
        roundSettings,
      );
    rss.idle = treeRssMb(server.pid);
    // A first pass over every page warms the fresh server (its code and shared reads), so the first
    // "without" row is not measured cold; its figures are not kept.
    for (const target of targets) await views(target.path, settings);

    // Half the streams follow the moment with 200 comments from the newest comment its page shows, as
    // its page's tabs do (decision 062).
    const momentPath = `/moment/${info.sample.momentWithCommentsId}`;
    const momentPage = (await capturePages(server.url, [momentPath])).get(momentPath);
    const after = momentPage ? latestCommentIdOfHtml(momentPage.body.toString('utf8')) : undefined;
    const itemQuery = `?item=moment:${info.sample.momentWithCommentsId}${after === undefined ? '' : `&after=${after}`}`;
    const figures = { without: new Map<string, LoadFigures[]>(), with: new Map<string, LoadFigures[]>() };
    const measurePages = async (phase: 'without' | 'with', roundSettings: LoadSettings, label: string) => {
      const memory = sampleTreeMemory(server.pid);
      try {
        for (const target of targets) {
          const measured = await views(target.path, roundSettings);
          figures[phase].set(target.id, [...(figures[phase].get(target.id) ?? []), measured]);
          console.log(
            `streams: ${target.id} member, ${label}: ${measured.rps.toFixed(0)} views/s, p99 ${measured.p99} ms`,
          );
        }
      } finally {
        memory.stop();
      }
      const peak = phase === 'with' ? 'peakWith' : 'peakWithout';
      rss[peak] = Math.max(rss[peak], memory.peakMb());
    };
    const withStreams = async (round: number, roundSettings: LoadSettings) => {
      console.log(
        `streams: round ${round + 1}, opening ${wanted} event streams for ${streamMembers.length} members`,
      );
      const streams = await openEventStreams({
        baseUrl: server.url,
        cookies: Array.from({ length: wanted }, (_, index) => cookies[index % cookies.length]!),
        queries: ['', itemQuery],
        concurrency: positive('BENCH_STREAM_OPEN_CONCURRENCY', 50),
        firstEventTimeoutMs: 30_000,
      });
      console.log(
        `streams: ${streams.opened} open, ${streams.firstEvents} with their first event, ` +
          `${streams.errors.length} errors, in ${(streams.openMs / 1000).toFixed(1)} s`,
      );
      try {
        if (round === 0) {
          Object.assign(opening, {
            openMs: streams.openMs,
            firstEventMsP99: streams.firstEventMsP99,
            maxOpenFiles: streams.maxOpenFiles,
          });
          rss.streamsOpen = treeRssMb(server.pid);
        }
        await measurePages('with', roundSettings, `round ${round + 1}, ${wanted} streams`);
        const status = await streams.status();
        // The hold is judged on the round whose streams did worst.
        if (!hold || status.open < hold.openAtEnd || streams.opened < hold.opened) {
          hold = {
            wanted,
            opened: streams.opened,
            firstEvents: streams.firstEvents,
            openAtEnd: status.open,
            errors: status.errors,
            following: status.following,
          };
        }
      } finally {
        await streams.close();
      }
    };
    // Rounds alternate which comes first, so neither phase always runs later on a warmer, busier machine.
    for (let round = 0; round < settings.rounds; round++) {
      const roundSettings = settingsOfRound(settings, round);
      for (const phase of orderOfRound(['without', 'with'] as const, round)) {
        if (phase === 'with') await withStreams(round, roundSettings);
        else await measurePages('without', roundSettings, `round ${round + 1}, no streams`);
      }
    }
    for (const target of targets) {
      const without = figures.without.get(target.id)!;
      const withRounds = figures.with.get(target.id)!;
      pairs.push({
        targetId: target.id,
        without: figuresOfRounds(without),
        with: figuresOfRounds(withRounds),
        rounds: { without: without.map((f) => f.rps), with: withRounds.map((f) => f.rps) },
      });
    }
  } catch (error) {
    console.error(server.output());
    throw error;
  } finally {
    await server.stop();
  }
  const judged = pairs.map(judgeStreamPair);
  const holdFailures = streamHoldFailures(hold!);
  const passed = judged.every((pair) => pair.failures.length === 0) && holdFailures.length === 0;
  const markdown = streamsMarkdown({
    preset,
    counts: info.counts,
    settings,
    viewMembers,
    streamMembers: streamMembers.length,
    hold: hold!,
    holdFailures,
    opening,
    rss,
    rows: judged,
    loadAverages: [loadAtStart, loadavg()[0]!],
    cpus: availableParallelism(),
    logFile,
  });
  console.log(markdown);
  console.log(`streams: recorded in ${recordResults(`streams-${preset}`, markdown)}`);
  console.log(`streams ${preset}: ${passed ? 'PASS' : 'FAIL'}`);
  return { passed };
}
