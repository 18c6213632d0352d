import { describe, it } from 'vitest';
import { explainSuite } from '../../../tests/explainSuite.ts';
import { insertRows } from '../../../tests/factories/bulkRows.ts';
import { expectIndexedRead } from '../../../tests/queryPlans.ts';
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

const suite = explainSuite({
  seedTimeout: 120_000,
  seed: async (test) => {
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
    await insertRows(rows, (slice) => test.db.insert(memberBlocks).values(slice));
    await test.pool.query('ANALYZE TABLE member_blocks');
  },
});
const pageRead = (run: () => Promise<unknown>) =>
  suite
    .analyzeFirst(run)
    .then((plan) => expectIndexedRead(plan, 'member_blocks', BLOCKED_LIST_INDEX, BLOCKED_PAGE_SIZE + 1));

describe('query plan of the blocked-members list', () => {
  it('reads the first page of a long list along (blocker_id, created_at)', async () => {
    await pageRead(() => listBlockedMembers(BUSY_ID, undefined, suite.db));
  });

  it('reads a page deep in the list without a scan', async () => {
    const cursor = encodeCursor({ k: Date.UTC(2026, 0, 1) + 1000 * 1000, id: 11_000 });
    await pageRead(() => listBlockedMembers(BUSY_ID, cursor, suite.db));
  });
});
