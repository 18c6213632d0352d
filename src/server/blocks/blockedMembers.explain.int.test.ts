import { beforeAll, describe, expect, it } from 'vitest';
import {
  analyzeStatement,
  expectNoSort,
  expectRowsRead,
  recordStatements,
  type PlanRow,
  type StatementRecorder,
} from '../../../tests/queryPlans.ts';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import type { Database } from '../db/client.ts';
import { memberBlocks } from '../db/schema/index.ts';
import { encodeCursor } from '../pagination/cursor.ts';
import { BLOCKED_LIST_INDEX, BLOCKED_PAGE_SIZE, listBlockedMembers } from './blockedMembers.queries.ts';

/*
 * The blocked-members list reads member_blocks along (blocker_id, created_at) with no filesort and
 * no more rows than a page (+1), also deep in a long list, among many other members' blocks.
 */

const BLOCKERS = 200;
const BLOCKS_EACH = 10;
const BUSY_ID = 77;
const BUSY_BLOCKS = 2000;

const test = useTestDatabase();
let db: Database;
let statements: StatementRecorder['capture'];

function expectIndexed(rows: PlanRow[], maxRows: number): void {
  const row = rows.find((item) => item.table === 'member_blocks');
  expect(row, JSON.stringify(rows)).toBeDefined();
  expect(row!.key, JSON.stringify(rows)).toBe(BLOCKED_LIST_INDEX);
  expectNoSort(row!);
  expectRowsRead(row!, maxRows);
}

beforeAll(async () => {
  ({ db, capture: statements } = recordStatements(test.pool));
  const start = Date.UTC(2026, 0, 1);
  const rows = [];
  for (let n = 1; n <= BUSY_BLOCKS; n++) {
    rows.push({ blockerId: BUSY_ID, blockedId: 10_000 + n, createdAt: new Date(start + n * 1000) });
    if (n <= BLOCKS_EACH) {
      for (let blocker = 1; blocker <= BLOCKERS; blocker++) {
        if (blocker === BUSY_ID) continue;
        rows.push({ blockerId: blocker, blockedId: 10_000 + n, createdAt: new Date(start + n * 1000) });
      }
    }
  }
  for (let from = 0; from < rows.length; from += 2000) {
    await test.db.insert(memberBlocks).values(rows.slice(from, from + 2000));
  }
  await test.pool.query('ANALYZE TABLE member_blocks');
}, 120_000);

describe('query plan of the blocked-members list', () => {
  it('reads the first page of a long list along (blocker_id, created_at)', async () => {
    const [list] = await statements(() => listBlockedMembers(BUSY_ID, undefined, db));
    expectIndexed(await analyzeStatement(test.pool, list!), BLOCKED_PAGE_SIZE + 1);
  });

  it('reads a page deep in the list without a scan', async () => {
    const cursor = encodeCursor({ k: Date.UTC(2026, 0, 1) + 1000 * 1000, id: 11_000 });
    const [list] = await statements(() => listBlockedMembers(BUSY_ID, cursor, db));
    expectIndexed(await analyzeStatement(test.pool, list!), BLOCKED_PAGE_SIZE + 1);
  });
});
