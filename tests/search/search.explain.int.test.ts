import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  analyzeStatement,
  expectNoSort,
  expectRowsRead,
  recordStatements,
  rowsRead,
  type Statement,
  type StatementRecorder,
} from '../queryPlans.ts';
import { createTestDatabase, type TestDatabase } from '../testDatabase.ts';
import type { Database } from '@/server/db/client.ts';
import { searchDocuments } from '@/server/db/schema/index.ts';
import { MysqlSearchEngine } from '@/server/search/mysqlSearchEngine.ts';
import { indexTokens } from '@/server/search/searchTokens.ts';

/*
 * The engine's statements on 6,000 documents (a scan window of 500): a common term fills its page from the newest rows of
 * (kind, published_at, id) without a sort and reads about a page of them; a rare term goes to the
 * FULLTEXT index after a bounded window.
 */

const DOCUMENTS = 6000;
const WINDOW = 500;

let test: TestDatabase;
let db: Database;
let capture: StatementRecorder['capture'];
const engine = new MysqlSearchEngine(WINDOW);

beforeAll(async () => {
  test = await createTestDatabase();
  ({ db, capture } = recordStatements(test.pool));
  const start = Date.UTC(2025, 0, 1);
  for (let first = 0; first < DOCUMENTS; first += 1000) {
    await test.db.insert(searchDocuments).values(
      Array.from({ length: 1000 }, (_, offset) => {
        const n = first + offset;
        // Every other document says 日常; one in a thousand mentions a comet.
        const body = `${n % 2 === 0 ? '日常记录' : '随手一拍'} ${n % 1000 === 7 ? 'comet' : 'sky'}`;
        return {
          kind: 0,
          entityId: n + 1,
          nodeId: 1 + (n % 4),
          titleTokens: indexTokens(`post ${n}`),
          bodyTokens: indexTokens(body),
          publishedAt: new Date(start + n * 60_000),
        };
      }),
    );
  }
}, 60_000);
afterAll(async () => {
  await test?.cleanup();
});

async function statementsOf(query: string, nodeId?: number): Promise<Statement[]> {
  return capture(() => engine.search({ query, kind: 'moment', time: 'all', nodeId, limit: 20 }, db));
}

describe('search plans', () => {
  it('fills a common term from the newest rows in index order, reading about a page', async () => {
    const sent = await statementsOf('日常');
    // Title tier: edge, window scan (no title match), FULLTEXT; body tier: edge, window scan.
    expect(sent).toHaveLength(5);
    const [edge, , , , bodyScan] = sent as [Statement, Statement, Statement, Statement, Statement];
    const [edgePlan] = await analyzeStatement(test.pool, edge);
    expect(edgePlan!.key).toBe('search_documents_kind_published_idx');
    expect(edgePlan!.Extra ?? '').toMatch(/Using index/);
    expectNoSort(edgePlan!);
    expectRowsRead(edgePlan!, WINDOW);

    const [scanPlan] = await analyzeStatement(test.pool, bodyScan);
    expect(scanPlan!.key).toBe('search_documents_kind_published_idx');
    expectNoSort(scanPlan!);
    // 21 matches at one in two rows.
    expectRowsRead(scanPlan!, 50);
  });

  it('keeps a node filter within the window', async () => {
    const sent = await statementsOf('日常', 3);
    const [scanPlan] = await analyzeStatement(test.pool, sent[4]!);
    expectNoSort(scanPlan!);
    // Node 3 holds every fourth document, all of them about 日常: 21 matches in about 84 rows.
    expectRowsRead(scanPlan!, 100);
  });

  it('asks FULLTEXT for a rare term after a window of at most WINDOW rows', async () => {
    const sent = await statementsOf('comet');
    const plans = await Promise.all(sent.map((statement) => analyzeStatement(test.pool, statement)));
    for (const [index, [plan]] of plans.entries()) {
      expect(
        rowsRead(plan!),
        `${sent[index]!.sql} ${JSON.stringify(sent[index]!.params)} ${JSON.stringify(plan)}`,
      ).toBeLessThanOrEqual(WINDOW);
    }
    const fulltext = plans.filter(([plan]) => plan!.type === 'fulltext');
    expect(fulltext).toHaveLength(2);
    for (const [plan] of fulltext) expectRowsRead(plan!, DOCUMENTS / 1000 + 1);
  });
});
