// `npm run bench -- builtin --preset p`: issue 42's budget. The current build serves the preset's data set
// twice, from the external MariaDB and from a copy in its own built-in database (decision 067); the
// load bench's anonymous reads and member page views are measured on both in turns, page by page.
// The built-in server's process tree (launcher, app and mariadbd) must stay under 1 GB resident and
// its member views within 10% of the external server's. Relative imports only (type stripping).
import { availableParallelism, loadavg } from 'node:os';
import type { BenchOptions } from '../benchOptions.ts';
import { recordResults, serverLogFile } from '../recordResults.ts';
import { prepareBenchDataset } from '../load/benchDataset.ts';
import { startBenchServer, type BenchServer } from '../load/benchServer.ts';
import { readTargets, type ReadTarget } from '../load/loadTargets.ts';
import { sampleTreeMemory, type MemorySampler } from '../load/processMemory.ts';
import { loadSettingsFromEnv, measure, type LoadFigures } from '../load/runAutocannon.ts';
import { signInMembers } from '../load/signInMembers.ts';
import { capturePages } from '../load/staticCeilingServer.ts';
import { measureMemberViews, viewerPathOfHtml } from '../load/memberViews.ts';
import { ensureBuiltinCopy } from './builtinCopy.ts';
import { builtinMarkdown, type DatabaseRow, type ServedDatabase } from './builtinMarkdown.ts';

const PORTS: Record<ServedDatabase, number> = { external: 4930, builtin: 4931 };
const MEMBERS_SIGNED_IN = Number(process.env.BENCH_MEMBERS ?? 50);

interface Served {
  database: ServedDatabase;
  server: BenchServer;
  memory: MemorySampler;
  cookies: string[];
  viewerPaths: Map<string, string>;
}

async function serve(
  database: ServedDatabase,
  dataDir: string,
  preset: string,
  targets: readonly ReadTarget[],
  members: ReadonlyArray<{ username: string; password: string }>,
): Promise<Served> {
  const server = await startBenchServer({
    port: PORTS[database],
    dataDir,
    logFile: serverLogFile(`builtin-${preset}`, database),
  });
  const memory = sampleTreeMemory(server.pid);
  // Each database keeps its own sessions: the members sign in on each server.
  const cookies = await signInMembers(server.url, members);
  const pages = await capturePages(
    server.url,
    targets.map((target) => target.path),
  );
  const viewerPaths = new Map(
    [...pages].map(([path, page]) => [path, viewerPathOfHtml(page.body.toString('utf8'))]),
  );
  return { database, server, memory, cookies, viewerPaths };
}

export async function builtinDatabaseBench(options: BenchOptions): Promise<{ passed: boolean }> {
  const settings = loadSettingsFromEnv();
  const loadAtStart = loadavg()[0]!;
  const { info, dataDir } = await prepareBenchDataset(options.preset);
  const builtinDir = await ensureBuiltinCopy(options.preset, info);
  const targets = readTargets(info).filter((target) => target.page);
  const members = info.sample.members.slice(0, MEMBERS_SIGNED_IN);
  const served: Served[] = [];
  const rows: DatabaseRow[] = [];
  try {
    served.push(await serve('external', dataDir, options.preset, targets, members));
    served.push(await serve('builtin', builtinDir, options.preset, targets, members));
    const measureRows = async (
      audience: DatabaseRow['audience'],
      measureOne: (each: Served, target: ReadTarget) => Promise<LoadFigures>,
    ) => {
      for (const target of targets) {
        for (const each of served) {
          const figures = await measureOne(each, target);
          rows.push({ targetId: target.id, audience, database: each.database, figures });
          console.log(
            `builtin: ${target.id} ${audience} (${each.database}): ${figures.rps.toFixed(0)}/s, p99 ${figures.p99} ms`,
          );
        }
      }
    };
    await measureRows('anonymous', (each, target) =>
      measure({ url: `${each.server.url}${target.path}` }, settings),
    );
    await measureRows('member', (each, target) =>
      measureMemberViews(
        each.server.url,
        target.path,
        each.viewerPaths.get(target.path)!,
        each.cookies,
        settings,
      ),
    );
  } catch (error) {
    for (const each of served) console.error(each.server.output());
    throw error;
  } finally {
    for (const each of served) {
      each.memory.stop();
      await each.server.stop();
    }
  }
  const peakMb = (database: ServedDatabase) =>
    served.find((each) => each.database === database)?.memory.peakMb() ?? 0;
  const report = builtinMarkdown({
    preset: options.preset,
    rows,
    peakMb: { external: peakMb('external'), builtin: peakMb('builtin') },
    loadAverages: [loadAtStart, loadavg()[0]!],
    cpus: availableParallelism(),
    durationS: settings.durationS,
    connections: settings.connections,
    logFiles: served.map((each) => each.server.logFile),
  });
  console.log(report.markdown);
  console.log(`builtin: recorded in ${recordResults(`builtin-${options.preset}`, report.markdown)}`);
  return { passed: report.passed };
}
