import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { articles, moments } from '../db/schema/index.ts';
import { feedTestRows } from '../../../tests/factories/feedTestRows.ts';
import { countView, forgetRecentViewsForTests, viewerKey, type Viewer } from './viewCounter.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const test = useTestDatabase();
const rows = feedTestRows(test);
let userId: number;

const visitor = (ip: string, userAgent = CHROME): Viewer => ({ userId: null, ip, userAgent });

async function momentViews(id: number): Promise<number> {
  const [row] = await test.db.select({ views: moments.viewCount }).from(moments).where(eq(moments.id, id));
  return row?.views ?? -1;
}

beforeAll(async () => {
  userId = await rows.user('Viewer');
});

beforeEach(() => {
  forgetRecentViewsForTests();
});

describe('countView', () => {
  it('counts a viewer once per window, whether signed in or not', async () => {
    const id = await rows.moment({ userId });
    const member: Viewer = { userId, ip: '10.0.0.1', userAgent: CHROME };
    expect(await countView('moment', id, member, test.db)).toBe(true);
    expect(await countView('moment', id, member, test.db)).toBe(false);
    // The same member from another address is still the same viewer.
    expect(await countView('moment', id, { ...member, ip: '10.0.0.2' }, test.db)).toBe(false);
    expect(await countView('moment', id, visitor('203.0.113.5'), test.db)).toBe(true);
    expect(await countView('moment', id, visitor('203.0.113.5'), test.db)).toBe(false);
    expect(await countView('moment', id, visitor('203.0.113.6'), test.db)).toBe(true);
    expect(await countView('moment', id, visitor('203.0.113.5', `${CHROME} Edg/126`), test.db)).toBe(true);
    expect(await momentViews(id)).toBe(4);
  });

  it('keeps moments apart', async () => {
    const first = await rows.moment({ userId });
    const second = await rows.moment({ userId });
    const viewer = visitor('198.51.100.1');
    expect(await countView('moment', first, viewer, test.db)).toBe(true);
    expect(await countView('moment', second, viewer, test.db)).toBe(true);
    expect([await momentViews(first), await momentViews(second)]).toEqual([1, 1]);
  });

  it('never counts bots and crawlers', async () => {
    const id = await rows.moment({ userId });
    for (const userAgent of [GOOGLEBOT, 'facebookexternalhit/1.1', 'Chrome-Lighthouse', 'bingbot/2.0']) {
      expect(await countView('moment', id, visitor('66.249.66.1', userAgent), test.db)).toBe(false);
    }
    expect(await momentViews(id)).toBe(0);
  });

  it('leaves pending and deleted moments alone', async () => {
    const pending = await rows.moment({ userId, status: ContentStatus.pending });
    const deleted = await rows.moment({ userId, status: ContentStatus.deleted });
    await countView('moment', pending, visitor('192.0.2.1'), test.db);
    await countView('moment', deleted, visitor('192.0.2.1'), test.db);
    expect([await momentViews(pending), await momentViews(deleted)]).toEqual([0, 0]);
  });

  it('counts article views the same way', async () => {
    const [row] = await test.db
      .insert(articles)
      .values({ userId, title: 'An article', content: '<p>x</p>', contentText: 'x' })
      .$returningId();
    const id = row!.id;
    expect(await countView('article', id, visitor('192.0.2.9'), test.db)).toBe(true);
    expect(await countView('article', id, visitor('192.0.2.9'), test.db)).toBe(false);
    const [stored] = await test.db
      .select({ views: articles.viewCount })
      .from(articles)
      .where(eq(articles.id, id));
    expect(stored?.views).toBe(1);
  });

  it('keys signed-in viewers by id and others by a hash that does not reveal the address', () => {
    expect(viewerKey({ userId: 42, ip: '1.2.3.4', userAgent: CHROME })).toBe('u:42');
    const key = viewerKey(visitor('1.2.3.4'));
    expect(key).toMatch(/^a:[\w-]{22}$/);
    expect(key).not.toContain('1.2.3.4');
  });
});
