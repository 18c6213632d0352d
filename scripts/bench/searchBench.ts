// `npm run bench -- search`: 100,000 moments in a database of its own, then ~200 searches through
// the engine; passes when p95 latency is under 100 ms (issue 6). Relative imports only: this runs
// with Node's type stripping.
import mysql from 'mysql2/promise';
import { createDatabase, createPool } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { MysqlSearchEngine } from '../../src/server/search/mysqlSearchEngine.ts';
import { indexTokens } from '../../src/server/search/searchTokens.ts';
import type { SearchRequest } from '../../src/server/search/searchEngine.ts';
import type { SearchTime } from '../../src/shared/search/searchQuery.ts';
import { testServerSettings } from '../../tests/mysqlServer.ts';
import { CHINESE_WORDS, ENGLISH_WORDS, forumPost, pick, seededRandom } from './benchText.ts';
import { summarize, type BenchResult } from './latency.ts';

const DATABASE = 'plaza_bench_search';
const MOMENTS = Number(process.env.BENCH_MOMENTS ?? 100_000);
const BATCH = 1000;
const USERS = 200;
const NODES = 8;
const SEARCHES = 200;
const P95_BUDGET_MS = 100;
const SPAN_MS = 2 * 365 * 86_400_000;

async function recreateDatabase(): Promise<void> {
  const server = testServerSettings();
  const admin = await mysql.createConnection({
    host: server.host,
    port: server.port,
    user: server.username,
    password: server.password,
  });
  await admin.query(`DROP DATABASE IF EXISTS \`${DATABASE}\``);
  await admin.query(`CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
}

/** Moments and their search documents, written with multi-row INSERTs as the services would leave them. */
async function seed(pool: mysql.Pool): Promise<void> {
  const random = seededRandom(6);
  const users = Array.from({ length: USERS }, (_, index) => [`member${index}`, `Member ${index}`]);
  await pool.query('INSERT INTO users (username, nickname) VALUES ?', [users]);
  const nodes = Array.from({ length: NODES }, (_, index) => [`Node ${index}`, index]);
  await pool.query('INSERT INTO nodes (name, sort_order) VALUES ?', [nodes]);
  const start = Date.now() - SPAN_MS;
  for (let first = 1; first <= MOMENTS; first += BATCH) {
    const momentRows: unknown[][] = [];
    const documentRows: unknown[][] = [];
    for (let id = first; id < first + BATCH && id <= MOMENTS; id += 1) {
      const { title, body } = forumPost(random);
      const userId = 1 + Math.floor(random() * USERS);
      const nodeId = 1 + Math.floor(random() * NODES);
      const createdAt = new Date(start + Math.floor((id / MOMENTS) * SPAN_MS));
      momentRows.push([
        id,
        userId,
        nodeId,
        title,
        `<p>${body}</p>`,
        body,
        body.slice(0, 200),
        '[]',
        '',
        createdAt,
        createdAt,
      ]);
      documentRows.push([0, id, nodeId, userId, indexTokens(title), indexTokens(body), createdAt]);
    }
    await pool.query(
      `INSERT INTO moments (id, user_id, node_id, title, content, content_text, excerpt, images,
        hidden_content, created_at, last_activity_at) VALUES ?`,
      [momentRows],
    );
    await pool.query(
      `INSERT INTO search_documents (kind, entity_id, node_id, user_id, title_tokens, body_tokens,
        published_at) VALUES ?`,
      [documentRows],
    );
  }
}

const TIMES: SearchTime[] = ['all', 'all', 'all', 'day', 'week', 'month', 'year'];

/** A mix of Chinese two-character and one-character queries, short and long English words, mixed text, filters. */
function searches(): SearchRequest[] {
  const random = seededRandom(42);
  const queries: string[] = [];
  const chinese = CHINESE_WORDS.filter((word) => [...word].length === 2);
  for (let index = 0; index < SEARCHES; index += 1) {
    const shape = index % 8;
    if (shape <= 2) queries.push(pick(chinese, random));
    else if (shape === 3) queries.push([...pick(CHINESE_WORDS, random)][0]!);
    else if (shape === 4) queries.push(pick(['go', 'js', 'ts', 'the', 'it'], random));
    else if (shape === 5)
      queries.push(
        pick(
          ENGLISH_WORDS.filter((word) => word.length > 4),
          random,
        ),
      );
    else if (shape === 6) queries.push(`${pick(ENGLISH_WORDS, random)} ${pick(chinese, random)}`);
    else queries.push(`${pick(CHINESE_WORDS, random)}${pick(CHINESE_WORDS, random)}`);
  }
  return queries.map((query, index) => ({
    query,
    kind: 'moment',
    time: TIMES[index % TIMES.length]!,
    nodeId: index % 5 === 0 ? 1 + (index % NODES) : undefined,
    limit: 20,
  }));
}

export async function searchBench(): Promise<BenchResult> {
  const loadStarted = Date.now();
  // BENCH_REUSE=1 searches the database the previous run left, to compare engine changes quickly.
  const reuse = process.env.BENCH_REUSE === '1';
  if (!reuse) await recreateDatabase();
  const pool = createPool({ ...testServerSettings(), database: DATABASE }, { connectionLimit: 4 });
  try {
    if (!reuse) {
      await runMigrations(pool);
      await seed(pool);
      console.log(`search: ${MOMENTS} moments loaded in ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`);
    }
    const db = createDatabase(pool);
    const engine = new MysqlSearchEngine();
    const requests = searches();
    for (const request of requests.slice(0, 10)) await engine.search(request, db);
    const timings: number[] = [];
    const slowest: Array<{ ms: number; request: SearchRequest }> = [];
    let empty = 0;
    const timed = async (request: SearchRequest) => {
      const started = performance.now();
      const page = await engine.search(request, db);
      const ms = performance.now() - started;
      timings.push(ms);
      slowest.push({ ms, request });
      return page;
    };
    for (const [index, request] of requests.entries()) {
      const page = await timed(request);
      if (page.hits.length === 0) empty += 1;
      // A later page costs about what the first does: every other search also follows its cursor.
      if (page.cursor && index % 2 === 0) await timed({ ...request, cursor: page.cursor });
    }
    slowest.sort((a, b) => b.ms - a.ms);
    for (const { ms, request } of slowest.slice(0, 5)) {
      const filters = `time=${request.time}${request.nodeId ? ` node=${request.nodeId}` : ''}${request.cursor ? ' page 2' : ''}`;
      console.log(`search: slow ${ms.toFixed(1)} ms  "${request.query}" ${filters}`);
    }
    const result = summarize('search', timings, P95_BUDGET_MS);
    console.log(`search: ${requests.length - empty} of ${requests.length} queries found something`);
    return result;
  } finally {
    await pool.end();
  }
}
