// `npm run bench -- weight [--preset p]`: the bytes each public page makes Chromium load, for a visitor
// and for a member with every island hydrated, and Lighthouse on the home, the moments, a moment and an article page of a forum whose widgets all
// have content (the run fails if one is empty). Relative imports only (type stripping).
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

export async function weightBench(options: BenchOptions): Promise<{ passed: boolean }> {
  const { info, dataDir } = await prepareBenchDataset(options.preset);
  const server = await startBenchServer({
    port: SERVER_PORT,
    dataDir,
    logFile: serverLogFile(`weight-${options.preset}`, 'current'),
  });
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
  const weights: PageWeight[] = [];
  const runs: LighthouseScores[] = [];
  let emptyWidgets: string[];
  try {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    });
    try {
      const [memberCookie] = await signInMembers(server.url, info.sample.members.slice(0, 1));
      const readers: Array<string | undefined> = [undefined, memberCookie];
      for (const cookie of readers) {
        for (const [name, path] of pages) {
          if (cookie && name === 'sign in') continue;
          const weight = await measurePage(browser, server.url, name, path, cookie);
          const totals = totalsOf(weight.assets);
          console.log(
            `${name} ${path} (${weight.audience}): ${weight.status}, HTML ${totals.htmlBytes} B, JS ${totals.jsGzipBytes} B gz, CSS ${totals.cssGzipBytes} B gz`,
          );
          weights.push(weight);
        }
      }
      emptyWidgets = await emptyHomeWidgets(browser, server.url);
      if (emptyWidgets.length > 0)
        console.log(`weight: empty widgets on the home page: ${emptyWidgets.join(', ')}`);
    } finally {
      await browser.close();
    }
    const audited = [
      '/',
      '/moments',
      `/moment/${sample.momentWithCommentsId}`,
      `/article/${sample.articleId}`,
    ];
    for (const path of audited) {
      for (const formFactor of FORM_FACTORS) {
        const run = await runLighthouse(`${server.url}${path}`, formFactor, DEBUG_PORT);
        console.log(
          `lighthouse ${path} ${formFactor}: ${JSON.stringify(run.scores)}${run.runtimeError ? ` (${run.runtimeError})` : ''}`,
        );
        runs.push(run);
      }
    }
  } finally {
    await server.stop();
  }
  const file = recordResults(`weight-${options.preset}`, weightMarkdown(options.preset, weights, runs));
  console.log(`weight: results in ${file}`);
  const readPages = weights.filter((weight) => weight.name !== 'sign in');
  const statusOk = weights.every((weight) => weight.status === 200);
  return {
    passed:
      statusOk &&
      emptyWidgets.length === 0 &&
      readPages.every((weight) => jsWithinBudget(totalsOf(weight.assets), weight.audience)) &&
      runs.every((run) => missedLighthouseTargets(run).length === 0),
  };
}
