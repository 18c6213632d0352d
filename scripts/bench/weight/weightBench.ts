// `npm run bench -- weight [--preset p]`: the bytes each public page makes Chromium load, for a visitor
// and for a member with every island hydrated, and Lighthouse on the home, the moments, a moment and an article page of a forum whose widgets all
// have content (the run fails if one is empty); the same for a baseline build, compared page by page.
// Relative imports only (type stripping).
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../e2e/support/chromiumFlags.ts';
import mysql from 'mysql2/promise';
import type { BenchOptions } from '../benchOptions.ts';
import { prepareBenchDataset } from '../load/benchDataset.ts';
import { startBenchServer } from '../load/benchServer.ts';
import { recordResults, serverLogFile } from '../recordResults.ts';
import { runLighthouse, type FormFactor, type LighthouseScores } from './lighthouseRun.ts';
import { measurePage, totalsOf, type PageWeight } from './pageWeight.ts';
import { weightMarkdown } from './weightMarkdown.ts';
import { emptyHomeWidgets } from './homeWidgets.ts';
import { signInMembers } from '../load/signInMembers.ts';
import { jsWithinBudget, missedLighthouseTargets } from './weightVerdicts.ts';
import { compareJavaScript, compareLighthouse, weightComparisonMarkdown } from './weightComparison.ts';
import { DEFAULT_BASELINE, ensureCommitBuild } from '../baselineBuild.ts';

const SERVER_PORT = Number(process.env.BENCH_WEIGHT_PORT ?? 4920);
const DEBUG_PORT = SERVER_PORT + 1;
const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];

async function tagIdOf(info: Awaited<ReturnType<typeof prepareBenchDataset>>['info']): Promise<number> {
  const { database } = info;
  const connection = await mysql.createConnection({
    host: database.host,
    port: database.port,
    user: database.username,
    password: database.password,
    database: database.database,
  });
  try {
    const [rows] = await connection.query('SELECT id FROM tags WHERE name = ?', [info.sample.tagName]);
    return Number((rows as Array<{ id: number }>)[0]?.id ?? 1);
  } finally {
    await connection.end();
  }
}

/** The baseline build (BENCH_WEIGHT_BASELINE, default the commit issue 38 holds budgets against; `none` skips it). */
function baselineCommit(): string | undefined {
  const named = process.env.BENCH_WEIGHT_BASELINE?.trim();
  if (named === 'none') return undefined;
  return named || DEFAULT_BASELINE;
}

interface BuildWeights {
  weights: PageWeight[];
  runs: LighthouseScores[];
  emptyWidgets: string[];
}

/** Every page's bytes for a visitor and a member, and Lighthouse on the audited pages, of one served build. */
async function measureBuild(
  serverUrl: string,
  label: string,
  info: Awaited<ReturnType<typeof prepareBenchDataset>>['info'],
  pages: Array<[string, string]>,
): Promise<BuildWeights> {
  const { sample } = info;
  const weights: PageWeight[] = [];
  const runs: LighthouseScores[] = [];
  let emptyWidgets: string[];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  try {
    const [memberCookie] = await signInMembers(serverUrl, sample.members.slice(0, 1));
    const readers: Array<string | undefined> = [undefined, memberCookie];
    for (const cookie of readers) {
      for (const [name, path] of pages) {
        if (cookie && name === 'sign in') continue;
        const weight = await measurePage(browser, serverUrl, name, path, cookie);
        const totals = totalsOf(weight.assets);
        console.log(
          `${label}: ${name} ${path} (${weight.audience}): ${weight.status}, HTML ${totals.htmlBytes} B, JS ${totals.jsGzipBytes} B gz, CSS ${totals.cssGzipBytes} B gz`,
        );
        weights.push(weight);
      }
    }
    emptyWidgets = await emptyHomeWidgets(browser, serverUrl);
    if (emptyWidgets.length > 0)
      console.log(`${label}: empty widgets on the home page: ${emptyWidgets.join(', ')}`);
  } finally {
    await browser.close();
  }
  const audited = ['/', '/moments', `/moment/${sample.momentWithCommentsId}`, `/article/${sample.articleId}`];
  for (const path of audited) {
    for (const formFactor of FORM_FACTORS) {
      const run = await runLighthouse(`${serverUrl}${path}`, formFactor, DEBUG_PORT);
      console.log(
        `${label}: lighthouse ${path} ${formFactor}: ${JSON.stringify(run.scores)}${run.runtimeError ? ` (${run.runtimeError})` : ''}`,
      );
      runs.push(run);
    }
  }
  return { weights, runs, emptyWidgets };
}

/** Starts one build on the data set, measures it and stops it. */
async function servedAndMeasured(
  label: 'baseline' | 'current',
  options: { preset: string; dataDir: string; root?: string; env?: Record<string, string> },
  info: Awaited<ReturnType<typeof prepareBenchDataset>>['info'],
  pages: Array<[string, string]>,
): Promise<BuildWeights> {
  const server = await startBenchServer({
    port: SERVER_PORT,
    dataDir: options.dataDir,
    logFile: serverLogFile(`weight-${options.preset}`, label),
    ...(options.root ? { root: options.root } : {}),
    ...(options.env ? { env: options.env } : {}),
  });
  try {
    return await measureBuild(server.url, label, info, pages);
  } finally {
    await server.stop();
  }
}

export async function weightBench(options: BenchOptions): Promise<{ passed: boolean }> {
  const baselineName = baselineCommit();
  const baseline = baselineName ? ensureCommitBuild(baselineName, console.log) : undefined;
  const { info, dataDir } = await prepareBenchDataset(options.preset);
  const { sample } = info;
  const tagId = await tagIdOf(info);
  const q = (text: string) => encodeURIComponent(text);
  const pages: Array<[string, string]> = [
    ['home', '/'],
    ['moments', '/moments'],
    ['moment', `/moment/${sample.momentWithCommentsId}`],
    ['articles', '/articles'],
    ['article', `/article/${sample.articleId}`],
    ['tags', '/tags'],
    ['tag', `/moments/tag/${tagId}`],
    ['node', `/moments/node/${sample.nodeId}`],
    ['profile', `/user/${sample.profileUserId}`],
    ['search (English)', `/search?q=${q(sample.searchQueries.english)}`],
    ['search (Chinese)', `/search?q=${q(sample.searchQueries.chinese)}`],
    ['links', '/links'],
    ['sign in', '/user/signin'],
  ];
  // One build at a time on the same port and data set: Lighthouse's timings see one server each.
  const before = baseline
    ? await servedAndMeasured(
        'baseline',
        { preset: options.preset, dataDir, root: baseline.root, env: { PLAZA_OUT_DIR: baseline.outDir } },
        info,
        pages,
      )
    : undefined;
  const { weights, runs, emptyWidgets } = await servedAndMeasured(
    'current',
    { preset: options.preset, dataDir },
    info,
    pages,
  );
  const javaScript = before ? compareJavaScript(before.weights, weights) : [];
  const lighthouse = before ? compareLighthouse(before.runs, runs) : [];
  const comparison =
    before && baselineName ? `\n\n${weightComparisonMarkdown(baselineName, javaScript, lighthouse)}` : '';
  const file = recordResults(
    `weight-${options.preset}`,
    weightMarkdown(options.preset, weights, runs) + comparison,
  );
  console.log(`weight: results in ${file}`);
  const readPages = weights.filter((weight) => weight.name !== 'sign in');
  const statusOk = weights.every((weight) => weight.status === 200);
  return {
    passed:
      statusOk &&
      emptyWidgets.length === 0 &&
      readPages.every((weight) => jsWithinBudget(totalsOf(weight.assets), weight.audience)) &&
      runs.every((run) => missedLighthouseTargets(run).length === 0) &&
      [...javaScript, ...lighthouse].every((row) => row.passed),
  };
}
