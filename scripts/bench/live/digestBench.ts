// `npm run bench -- digest --preset <p>`: issue 41's second budget. The owner starts a digest run over
// the data set's members (20,000 on medium) and, while it goes on, anonymous and member page views are
// measured in turns until the outbox holds none of the run's events; each row's p99 must stay under
// 100 ms. The bench prepares the database for the run first (mail settings pointing at a counting SMTP
// sink, members verified and away, no digest sent yet) and takes the mail settings out again after it,
// so it can run again on the same data set and the other benches see no mail configured.
// Relative imports only: this runs with Node's type stripping.
import { availableParallelism, loadavg } from 'node:os';
import mysql from 'mysql2/promise';
import type autocannon from 'autocannon';
import type { BenchOptions } from '../benchOptions.ts';
import { recordResults, serverLogFile } from '../recordResults.ts';
import { startAutocannon } from '../load/autocannonInstance.ts';
import { prepareBenchDataset } from '../load/benchDataset.ts';
import { startBenchServer } from '../load/benchServer.ts';
import { readTargets, type ReadTarget } from '../load/loadTargets.ts';
import { measureMemberViews, percentile, startMemberViews, viewerPathOfHtml } from '../load/memberViews.ts';
import { sampleTreeMemory } from '../load/processMemory.ts';
import { loadSettingsFromEnv, measure, otherStatusesOf } from '../load/runAutocannon.ts';
import { signInMembers } from '../load/signInMembers.ts';
import { capturePages } from '../load/staticCeilingServer.ts';
import type { DatasetInfo } from '../dataset/datasetInfo.ts';
import { startCountingSmtpSink } from './countingSmtpSink.ts';
import { digestMarkdown } from './liveMarkdown.ts';
import { digestOutcomeFailures, judgeDigestRow, type DigestOutcome, type DigestRow } from './liveVerdicts.ts';

const PORT = 4905;
const DAY_MS = 86_400_000;
/** The owner's setting for the run: members away this many days get a digest. */
const AFTER_DAYS = 7;
/** Every member's last visit is put this far back: away, and the digest's 30-day window fully open. */
const AWAY_DAYS = 40;
const RUN_EVENTS = `('digest.batch', 'mail.requested')`;
const POLL_MS = 2000;

function positive(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return process.env[name] && Number.isFinite(value) && value > 0 ? value : fallback;
}

async function connect(info: DatasetInfo): Promise<mysql.Connection> {
  const { host, port, username, password, database } = info.database;
  return mysql.createConnection({ host, port, user: username, password, database });
}

async function count(db: mysql.Connection, query: string, values: unknown[] = []): Promise<number> {
  const [rows] = await db.query(query, values);
  return Number((rows as Array<{ n: number | string }>)[0]?.n ?? 0);
}

async function upsertConfig(db: mysql.Connection, key: string, value: unknown): Promise<void> {
  await db.query(
    'INSERT INTO site_configs (config_key, config_value) VALUES (?, ?) ' +
      'ON DUPLICATE KEY UPDATE config_value = VALUES(config_value)',
    [key, JSON.stringify(value)],
  );
}

/**
 * Puts the data set in the state a digest run over all its members needs, whatever an earlier run
 * left: returns what it set, for the report.
 */
async function prepareDigestRun(db: mysql.Connection, smtpPort: number): Promise<string[]> {
  const awayDay = new Date(Date.now() - AWAY_DAYS * DAY_MS).toISOString().slice(0, 10);
  await upsertConfig(db, 'private.smtp', {
    host: '127.0.0.1',
    port: smtpPort,
    secure: false,
    username: '',
    password: '',
    from: 'Plaza Bench <digest@bench.example>',
  });
  await upsertConfig(db, 'digest', { afterDays: AFTER_DAYS });
  // A run "just started": the server's hourly housekeeping starts none of its own; the owner's forced run still does.
  await upsertConfig(db, 'digest.lastRunAt', new Date().toISOString());
  await db.query(
    "UPDATE users SET email_verified = 1, digest_days = 7, last_digest_at = NULL, last_visit_day = ? WHERE role = 'user'",
    [awayDay],
  );
  await db.query(`DELETE FROM outbox_events WHERE type IN ${RUN_EVENTS}`);
  return [
    `site config \`private.smtp\` → the bench's SMTP sink on 127.0.0.1 (taken out again after the run)`,
    `site config \`digest\` → \`{"afterDays":${AFTER_DAYS}}\`; \`digest.lastRunAt\` → now, so the server's housekeeping starts no run of its own`,
    `every member (\`role = 'user'\`): \`email_verified = 1\`, \`digest_days = 7\`, \`last_digest_at = NULL\`, ` +
      `\`last_visit_day = '${awayDay}'\` (${AWAY_DAYS} days ago; the generator leaves it NULL); the members signed in ` +
      `for the page views count a visit today and drop out of the run`,
    `leftover \`digest.batch\` / \`mail.requested\` events of an interrupted run deleted`,
  ];
}

async function cleanUpDigestRun(db: mysql.Connection): Promise<void> {
  await db.query("DELETE FROM site_configs WHERE config_key = 'private.smtp'");
  await db.query(`DELETE FROM outbox_events WHERE type IN ${RUN_EVENTS}`);
}

/** Every view of one page and audience during the run, gathered over its slices. */
interface Tally {
  target: ReadTarget;
  audience: 'anonymous' | 'member';
  latencies: number[];
  seconds: number;
  errors: number;
  non2xx: number;
  otherStatuses: Record<string, number>;
}

function addResult(tally: Tally, result: autocannon.Result, seconds: number): void {
  tally.seconds += seconds;
  tally.errors += result.errors;
  tally.non2xx += result.non2xx;
  const statuses = otherStatusesOf(result.statusCodeStats as Record<string, { count: number }> | undefined);
  for (const [status, n] of Object.entries(statuses))
    tally.otherStatuses[status] = (tally.otherStatuses[status] ?? 0) + n;
}

const rpsOf = (tally: Tally) => (tally.seconds > 0 ? tally.latencies.length / tally.seconds : 0);

function rowOf(tally: Tally, quiet: Tally | undefined): DigestRow {
  return {
    targetId: tally.target.id,
    audience: tally.audience,
    rps: rpsOf(tally),
    p50: percentile(tally.latencies, 50),
    p99: percentile(tally.latencies, 99),
    errors: tally.errors,
    non2xx: tally.non2xx,
    otherStatuses: tally.otherStatuses,
    requests: tally.latencies.length,
    ...(quiet && quiet.latencies.length > 0
      ? { quiet: { rps: rpsOf(quiet), p99: percentile(quiet.latencies, 99) } }
      : {}),
  };
}

function newTally(target: ReadTarget, audience: Tally['audience']): Tally {
  return { target, audience, latencies: [], seconds: 0, errors: 0, non2xx: 0, otherStatuses: {} };
}

/** Where a slice's measuring goes: its tally, and the instance to stop when the run ends mid-slice. */
interface SliceRun {
  url: string;
  connections: number;
  sliceS: number;
  cookies: readonly string[];
  viewerPaths: ReadonlyMap<string, string>;
  onStart?: (instance: { stop(): void }) => void;
}

/** One slice of views of a page by one audience, added to its tally. */
async function measureSlice(run: SliceRun, tally: Tally): Promise<void> {
  const sliceStarted = performance.now();
  if (tally.audience === 'anonymous') {
    const slice = startAutocannon({
      url: `${run.url}${tally.target.path}`,
      connections: run.connections,
      duration: run.sliceS,
      timeout: 10,
    });
    run.onStart?.(slice.instance);
    slice.instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) =>
      tally.latencies.push(time),
    );
    const result = await slice.done;
    addResult(tally, result, (performance.now() - sliceStarted) / 1000);
    return;
  }
  const slice = startMemberViews(
    run.url,
    tally.target.path,
    run.viewerPaths.get(tally.target.path)!,
    run.cookies,
    run.connections,
    run.sliceS,
  );
  run.onStart?.(slice.instance);
  const { views, result } = await slice.done;
  tally.latencies.push(...views);
  addResult(tally, result, (performance.now() - sliceStarted) / 1000);
}

export async function digestBench(options: BenchOptions): Promise<{ passed: boolean }> {
  const { preset } = options;
  const settings = loadSettingsFromEnv();
  const sliceS = positive('BENCH_DIGEST_SLICE_S', 5);
  // Fewer readers than the load bench's 50: those saturate both cores and queue, so their p99 is over
  // 100 ms with no digest at all (2026-12-06: 95–138 ms quiet). Ten still keep the CPU busy, so what
  // the run takes from page views shows, while the p99 measures time to answer, not the queue's length.
  const connections = positive('BENCH_DIGEST_CONNECTIONS', 10);
  const timeoutS = positive('BENCH_DIGEST_TIMEOUT_S', 1200);
  const loadAtStart = loadavg()[0]!;
  const { info, dataDir } = await prepareBenchDataset(preset);
  const targets = readTargets(info).filter((target) => target.page);
  const sink = await startCountingSmtpSink();
  const db = await connect(info);
  const logFile = serverLogFile(`digest-${preset}`, 'current');
  let server: Awaited<ReturnType<typeof startBenchServer>> | undefined;
  let memory: ReturnType<typeof sampleTreeMemory> | undefined;
  const tallies: Tally[] = [];
  // The same slices once before the run, so each row's figures during it stand beside the quiet ones.
  const quietTallies: Tally[] = [];
  let outcome: DigestOutcome;
  let prepared: string[];
  let durationS = 0;
  let lastMailS: number;
  try {
    prepared = await prepareDigestRun(db, sink.port);
    const eligible = await count(
      db,
      "SELECT COUNT(*) AS n FROM users WHERE role = 'user' AND status = 0 AND email_verified = 1 " +
        "AND digest_days > 0 AND email IS NOT NULL AND email <> '' AND (banned_until IS NULL OR banned_until <= NOW())",
    );
    server = await startBenchServer({ port: PORT, dataDir, logFile });
    memory = sampleTreeMemory(server.pid);
    const url = server.url;
    const pages = await capturePages(
      url,
      targets.map((target) => target.path),
    );
    const viewerPaths = new Map(
      targets.map((target) => [target.path, viewerPathOfHtml(pages.get(target.path)!.body.toString('utf8'))]),
    );
    const password = info.sample.members[0]!.password;
    const cookies = await signInMembers(url, info.sample.members.slice(0, positive('BENCH_MEMBERS', 50)));
    const [ownerCookie] = await signInMembers(url, [{ username: info.ownerUsername ?? 'admin', password }]);
    // Warm the server up on every page and audience before the run, as the load rows do.
    const warmUp = { ...settings, connections, durationS: settings.warmupS };
    for (const target of targets) {
      await measure({ url: `${url}${target.path}` }, warmUp);
      await measureMemberViews(url, target.path, viewerPaths.get(target.path)!, cookies, warmUp);
    }

    const slices: SliceRun = { url, connections, sliceS, cookies, viewerPaths };
    for (const target of targets) {
      for (const audience of ['anonymous', 'member'] as const) {
        const tally = newTally(target, audience);
        quietTallies.push(tally);
        await measureSlice(slices, tally);
      }
    }
    console.log('digest: page views measured before the run');

    const started = performance.now();
    const response = await fetch(`${url}/api/admin/settings/digest-run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, cookie: ownerCookie! },
      body: '{}',
    });
    if (!response.ok) throw new Error(`digest run refused: ${response.status} ${await response.text()}`);
    console.log(`digest: run started over ${eligible} eligible members`);

    // The run is over when the outbox holds none of its events twice in a row (a batch's follow-up is
    // recorded in the same transaction that removes it, so an empty outbox is not a gap between batches).
    let finished = false;
    let running: { stop(): void } | undefined;
    let empties = 0;
    const poller = (async () => {
      while (!finished && performance.now() - started < timeoutS * 1000) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const left = await count(
          db,
          `SELECT COUNT(*) AS n FROM outbox_events WHERE type IN ${RUN_EVENTS} AND gave_up_at IS NULL`,
        );
        empties = left === 0 ? empties + 1 : 0;
        if (empties >= 2) {
          finished = true;
          durationS = (performance.now() - started - POLL_MS) / 1000;
          running?.stop();
        }
      }
    })();
    const tallyOf = (target: ReadTarget, audience: Tally['audience']) => {
      let tally = tallies.find((t) => t.target === target && t.audience === audience);
      if (!tally) tallies.push((tally = newTally(target, audience)));
      return tally;
    };
    const duringRun: SliceRun = { ...slices, onStart: (instance) => (running = instance) };
    while (!finished && performance.now() - started < timeoutS * 1000) {
      for (const target of targets) {
        for (const audience of ['anonymous', 'member'] as const) {
          if (finished) break;
          const tally = tallyOf(target, audience);
          await measureSlice(duringRun, tally);
          running = undefined;
          console.log(
            `digest: ${target.id} ${audience} during the run: ${tally.latencies.length} views so far, ` +
              `${sink.received()} mails`,
          );
        }
      }
    }
    finished = true;
    await poller;
    if (durationS === 0) durationS = (performance.now() - started) / 1000;
    lastMailS = sink.lastAt() > 0 ? (sink.lastAt() - started) / 1000 : 0;
    const finishedInTime = durationS < timeoutS;
    outcome = {
      eligible,
      finished: finishedInTime,
      digestsRecorded: await count(
        db,
        "SELECT COUNT(*) AS n FROM users WHERE role = 'user' AND last_digest_at IS NOT NULL",
      ),
      mailsSent: sink.received(),
      gaveUp: await count(
        db,
        `SELECT COUNT(*) AS n FROM outbox_events WHERE type IN ${RUN_EVENTS} AND gave_up_at IS NOT NULL`,
      ),
    };
  } catch (error) {
    if (server) console.error(server.output());
    throw error;
  } finally {
    memory?.stop();
    await server?.stop();
    await cleanUpDigestRun(db);
    await db.end();
    await sink.close();
  }
  const quietOf = (tally: Tally) =>
    quietTallies.find((quiet) => quiet.target === tally.target && quiet.audience === tally.audience);
  const rows = tallies
    .filter((tally) => tally.seconds > 0)
    .map((tally) => judgeDigestRow(rowOf(tally, quietOf(tally))));
  const outcomeFailures = digestOutcomeFailures(outcome);
  const passed =
    outcomeFailures.length === 0 && rows.length > 0 && rows.every((row) => row.failures.length === 0);
  const markdown = digestMarkdown({
    preset,
    counts: info.counts,
    outcome,
    outcomeFailures,
    durationS,
    lastMailS,
    connections,
    sliceS,
    prepared,
    peakRssMb: memory?.peakMb() ?? 0,
    rows,
    loadAverages: [loadAtStart, loadavg()[0]!],
    cpus: availableParallelism(),
    logFile,
  });
  console.log(markdown);
  console.log(`digest: recorded in ${recordResults(`digest-${preset}`, markdown)}`);
  console.log(`digest ${preset}: ${passed ? 'PASS' : 'FAIL'}`);
  return { passed };
}
