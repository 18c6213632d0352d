import { describe, expect, it } from 'vitest';
import { explainSuite } from '../../../tests/explainSuite.ts';
import { insertRows } from '../../../tests/factories/bulkRows.ts';
import { expectIndexedRead, type PlanRow } from '../../../tests/queryPlans.ts';
import { contentRevisions } from '../db/schema/index.ts';
import { encodeCursor } from '../pagination/cursor.ts';
import { listRevisions, REVISION_PAGE_SIZE } from './revisionHistory.queries.ts';
import { EntityType } from '@/shared/content/entityType.ts';

/*
 * An item's history reads content_revisions along (kind, entity_id, revision) in order, with no filesort
 * and no more rows than a page (+1), also deep in a long history, among many other items'
 * revisions: EXPLAIN for the plan, MariaDB's ANALYZE for the rows actually read. The real query
 * function runs against a logging drizzle instance.
 */

const ITEMS = 300;
const REVISIONS_PER_ITEM = 8;
const BUSY_REVISIONS = 3000;
const BUSY_ID = 150;
const INDEX = 'content_revisions_item_idx';

const expectIndexed = (plan: PlanRow[], maxRows: number) =>
  expectIndexedRead(plan, 'content_revisions', INDEX, maxRows);

const suite = explainSuite({
  seedTimeout: 120_000,
  seed: async (test) => {
    const rows = [];
    // Interleaved, as edits arrive: the busy item's revisions are spread among everyone else's.
    for (let round = 1; round <= BUSY_REVISIONS; round++) {
      rows.push({ kind: EntityType.moment, entityId: BUSY_ID, revision: round });
      if (round <= REVISIONS_PER_ITEM) {
        for (let item = 1; item <= ITEMS; item++) {
          if (item === BUSY_ID) continue;
          rows.push({ kind: EntityType.moment, entityId: item, revision: round });
          rows.push({ kind: EntityType.article, entityId: item, revision: round });
          rows.push({ kind: EntityType.comment, entityId: item, revision: round });
        }
      }
    }
    const values = rows.map((row) => ({ ...row, editorId: 1, body: 'b', bodyText: 'b', extra: '{}' }));
    await insertRows(values, (slice) => test.db.insert(contentRevisions).values(slice));
    await test.pool.query('ANALYZE TABLE content_revisions');
  },
});
const { analyze, statements } = suite;

describe('query plans of the edit history', () => {
  it('reads the first page of a long history along (kind, entity_id, revision)', async () => {
    const sent = await statements(() => listRevisions('moment', BUSY_ID, undefined, suite.db));
    expect(sent).toHaveLength(1);
    expectIndexed(await analyze(sent[0]!), REVISION_PAGE_SIZE + 1);
  });

  it('reads a page deep in the history, and the one newer revision, without a scan', async () => {
    const cursor = encodeCursor({ k: 1500, id: 0 });
    const [page, newer] = await statements(() => listRevisions('moment', BUSY_ID, cursor, suite.db));
    expectIndexed(await analyze(page!), REVISION_PAGE_SIZE + 1);
    expectIndexed(await analyze(newer!), 1);
  });

  it('reads a short history whole, and nothing of other items', async () => {
    const sent = await statements(() => listRevisions('comment', 7, undefined, suite.db));
    expectIndexed(await analyze(sent[0]!), REVISIONS_PER_ITEM);
  });
});
