import { describe, it } from 'vitest';
import { explainSuite } from '../../../tests/explainSuite.ts';
import { insertRows } from '../../../tests/factories/bulkRows.ts';
import { expectIndexedRead } from '../../../tests/queryPlans.ts';
import { badgeAwards, users } from '../db/schema/index.ts';
import { encodeCursor } from '../pagination/cursor.ts';
import { HOLDERS_PER_PAGE, listBadgeHolders } from './badges.queries.ts';

// A badge's holders are read along (slug, awarded_at, user_id) backwards, a page (+1) at a time,
// also deep in the list: no filesort, no OFFSET.
const MEMBERS = 2000;
const START = Date.UTC(2026, 0, 1);

const suite = explainSuite({
  seedTimeout: 120_000,
  seed: async (test) => {
    await insertRows(
      Array.from({ length: MEMBERS }, (_, index) => ({ nickname: `H${index}` })),
      (slice) => test.db.insert(users).values(slice),
    );
    const awards = Array.from({ length: MEMBERS }, (_, index) => [
      { userId: index + 1, slug: 'first-post', awardedAt: new Date(START + index * 60_000) },
      ...(index % 3 === 0
        ? [{ userId: index + 1, slug: 'liked', awardedAt: new Date(START + index * 60_000) }]
        : []),
    ]).flat();
    await insertRows(awards, (slice) => test.db.insert(badgeAwards).values(slice));
    await test.pool.query('ANALYZE TABLE users, badge_awards');
  },
});
const { analyzeFirst } = suite;

describe('query plans', () => {
  it('reads a badge’s holders along badge_awards_slug_idx, also deep down', async () => {
    const first = await analyzeFirst(() => listBadgeHolders('first-post', undefined, suite.db));
    expectIndexedRead(first, 'badge_awards', 'badge_awards_slug_idx', HOLDERS_PER_PAGE + 1);
    const cursor = encodeCursor({ k: START + 700 * 60_000, id: 701 });
    const deep = await analyzeFirst(() => listBadgeHolders('first-post', cursor, suite.db));
    expectIndexedRead(deep, 'badge_awards', 'badge_awards_slug_idx', HOLDERS_PER_PAGE + 1);
  });
});
