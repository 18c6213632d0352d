import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../testDatabase.ts';
import { searchTestKit } from './searchTestKit.ts';
import { articles, moments, searchDocuments, siteConfigs, users } from '@/server/db/schema/index.ts';
import { deleteArticle } from '@/server/articles/articles.commands.ts';
import { updateProfile } from '@/server/account/profile.commands.ts';
import { setUsername } from '@/server/account/username.commands.ts';
import { ApiError } from '@/server/http/ApiError.ts';
import { searchEngine } from '@/server/search/activeSearchEngine.ts';
import { MysqlSearchEngine } from '@/server/search/mysqlSearchEngine.ts';
import { syncMomentDocument } from '@/server/search/searchIndexSync.ts';
import { rebuildSearchIndex } from '@/server/search/rebuildSearchIndex.ts';
import { ensureSearchIndex, SEARCH_INDEX_VERSION } from '@/server/search/searchIndexVersion.ts';
import { runSearch } from '@/server/search/searchService.ts';
import { searchParamsSchema } from '@/shared/search/searchQuery.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { testActor } from '../testActor.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

let t: TestDatabase;
let kit: ReturnType<typeof searchTestKit>;
let author: CurrentUser;

beforeAll(async () => {
  t = await createTestDatabase();
  kit = searchTestKit(t.db);
  await kit.node('General');
  author = await kit.member('Author');
});
afterAll(async () => {
  await t?.cleanup();
});

const HOUR_MS = 3_600_000;

async function backdate(id: number, hoursAgo: number): Promise<void> {
  await t.db
    .update(moments)
    .set({ createdAt: new Date(Date.now() - hoursAgo * HOUR_MS) })
    .where(eq(moments.id, id));
  await syncMomentDocument(t.db, id);
}

describe('filters', () => {
  it('keeps kinds apart', async () => {
    const moment = await kit.post(author, 'Kiwi season', 'fresh fruit');
    const article = await kit.article(author, 'Kiwi farming', 'a long read about orchards');
    const member = await kit.member('Kiwi Lover');
    expect(await kit.search({ query: 'kiwi' })).toEqual([moment]);
    expect(await kit.search({ query: 'kiwi', kind: 'article' })).toEqual([article]);
    expect(await kit.search({ query: 'kiwi', kind: 'user' })).toEqual([]);
    // Members inserted straight into the table have no document until they are synced or rebuilt.
    await rebuildSearchIndex(t.db);
    expect(await kit.search({ query: 'kiwi', kind: 'user' })).toEqual([member.id]);
  });

  it('limits by time: day, week, month, year, all', async () => {
    // Oldest first, so that ids (the order within a tier) follow the publication time.
    const ages = [400 * 24, 200 * 24, 20 * 24, 3 * 24, 2];
    const ids: number[] = [];
    for (const hours of ages) {
      const id = await kit.post(author, 'Zephyr report', `written ${hours} hours ago`);
      await backdate(id, hours);
      ids.unshift(id);
    }
    const [day, week, month, year, old] = ids as [number, number, number, number, number];
    expect(await kit.search({ query: 'zephyr', time: 'day' })).toEqual([day]);
    expect(await kit.search({ query: 'zephyr', time: 'week' })).toEqual([day, week]);
    expect(await kit.search({ query: 'zephyr', time: 'month' })).toEqual([day, week, month]);
    expect(await kit.search({ query: 'zephyr', time: 'year' })).toEqual([day, week, month, year]);
    expect(await kit.search({ query: 'zephyr', time: 'all' })).toEqual([day, week, month, year, old]);
  });

  it('limits moments to a node', async () => {
    const questions = await kit.node('Questions');
    const general = await kit.post(author, 'Gardening tips', 'tomatoes need sun');
    const asked = await kit.post(author, 'Gardening question', 'why do tomatoes split', {
      nodeId: questions,
    });
    expect(await kit.search({ query: 'tomatoes' })).toEqual([asked, general]);
    expect(await kit.search({ query: 'tomatoes', nodeId: questions })).toEqual([asked]);
  });
});

describe('paging and relevance order', () => {
  it('walks every match once, title matches first, newest first within each tier', async () => {
    const titled: number[] = [];
    const bodyOnly: number[] = [];
    for (let index = 0; index < 23; index += 1) {
      bodyOnly.push(await kit.post(author, `Weekly notes ${index}`, `a note about the quasar ${index}`));
      if (index % 2 === 0) titled.push(await kit.post(author, `Quasar ${index}`, 'deep sky photo'));
    }
    const expected = [...titled.reverse(), ...bodyOnly.reverse()];
    // A window of 1000 scans these rows; windows of 3 and 8 make most pages come from FULLTEXT.
    for (const [limit, engine] of [
      [20, searchEngine()],
      [7, new MysqlSearchEngine(3)],
      [12, new MysqlSearchEngine(8)],
      [5, new MysqlSearchEngine(1)],
    ] as const) {
      const seen: number[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await engine.search(
          { query: 'quasar', kind: 'moment', time: 'all', limit, cursor },
          t.db,
        );
        seen.push(...page.hits.map((hit) => hit.entityId));
        expect(page.hits.every((hit) => hit.titleMatched === titled.includes(hit.entityId))).toBe(true);
        cursor = page.cursor || undefined;
        pages += 1;
        expect(page.hasMore).toBe(cursor !== undefined);
      } while (cursor);
      expect(seen).toEqual(expected);
      expect(pages).toBe(Math.ceil(expected.length / limit));
    }
  });

  it('rejects a cursor it did not write', async () => {
    await expect(
      searchEngine().search(
        { query: 'quasar', kind: 'moment', time: 'all', limit: 5, cursor: 'bogus' },
        t.db,
      ),
    ).rejects.toThrow('Malformed search cursor');
    const params = searchParamsSchema.parse({ q: 'quasar', cursor: 'bogus' });
    await expect(runSearch(params, t.db)).rejects.toBeInstanceOf(ApiError);
  });
});

describe('visibility and upkeep', () => {
  it('drops pending and deleted moments and deleted articles', async () => {
    const pending = await kit.post(author, 'Marmot sighting', 'near the lake');
    const deleted = await kit.post(author, 'Marmot again', 'near the river');
    const kept = await kit.post(author, 'Marmot three', 'near the hut');
    const article = await kit.article(author, 'Marmot study', 'field notes');
    expect(await kit.search({ query: 'marmot' })).toEqual([kept, deleted, pending]);

    await t.db.update(moments).set({ status: ContentStatus.pending }).where(eq(moments.id, pending));
    await syncMomentDocument(t.db, pending);
    await kit.deletePost(author, deleted);
    await deleteArticle(testActor(author), article, t.db);
    expect(await kit.search({ query: 'marmot' })).toEqual([kept]);
    expect(await kit.search({ query: 'marmot', kind: 'article' })).toEqual([]);
  });

  it('follows an edit: the old word is gone, the new one found', async () => {
    const id = await kit.post(author, 'Pelican facts', 'they fly low over water');
    await kit.editPost(author, id, 'Heron facts', 'they stand still in shallow water');
    expect(await kit.search({ query: 'pelican' })).toEqual([]);
    expect(await kit.search({ query: 'heron' })).toEqual([id]);
    expect(await kit.search({ query: 'shallow' })).toEqual([id]);
  });

  it('indexes tag names with the body', async () => {
    const id = await kit.post(author, 'Weekend', 'a quiet day', { tags: ['摄影', 'Lighthouse'] });
    expect(await kit.search({ query: '摄影' })).toEqual([id]);
    expect(await kit.search({ query: 'lighthouse' })).toEqual([id]);
  });

  it('finds members by Chinese and English nickname, username and signature', async () => {
    const member = await kit.member('someone');
    await updateProfile(
      member.id,
      { nickname: '李小龙', signature: 'Kungfu teacher', homepage: '', background: '' },
      t.db,
    );
    await setUsername(member.id, 'dragonwalker', t.db);
    for (const query of ['小龙', '李', 'dragonwalker', 'kungfu']) {
      expect(await kit.search({ query, kind: 'user' })).toEqual([member.id]);
    }
    await updateProfile(member.id, { nickname: 'Bruce', signature: '', homepage: '', background: '' }, t.db);
    expect(await kit.search({ query: '小龙', kind: 'user' })).toEqual([]);
    expect(await kit.search({ query: 'bruce', kind: 'user' })).toEqual([member.id]);
  });
});

describe('runSearch', () => {
  it('loads cards in engine order, highlighted, and leaves out what turned invisible', async () => {
    const older = await kit.post(author, '<Narwhal> guide', 'the narwhal lives in arctic water');
    const newer = await kit.post(author, 'Arctic animals', 'seals, whales and the narwhal');
    const hidden = await kit.post(author, 'Narwhal tusk', 'teeth');
    // Hidden without touching the index: the service must still leave it out.
    await t.db.update(moments).set({ status: ContentStatus.deleted }).where(eq(moments.id, hidden));

    const page = await runSearch(searchParamsSchema.parse({ q: 'narwhal' }), t.db);
    expect(page.results.map((result) => (result.kind === 'moment' ? result.card.id : 0))).toEqual([
      older,
      newer,
    ]);
    const [first, second] = page.results;
    expect(first?.kind === 'moment' && first.title).toBe('&lt;<mark>Narwhal</mark>&gt; guide');
    expect(second?.kind === 'moment' && second.excerpt).toBe('seals, whales and the <mark>narwhal</mark>');
    expect(page.hasMore).toBe(false);
  });

  it('answers member and article cards', async () => {
    const writer = await kit.member('Ottoline');
    await updateProfile(
      writer.id,
      { nickname: '奥托琳', signature: '写作者', homepage: '', background: '' },
      t.db,
    );
    const article = await kit.article(writer, '写作的习惯', '每天写五百字');
    const members = await runSearch(searchParamsSchema.parse({ q: '奥托', type: 'user' }), t.db);
    expect(members.results).toEqual([
      expect.objectContaining({ kind: 'user', name: '<mark>奥托</mark>琳', signature: '写作者' }),
    ]);
    const found = await runSearch(searchParamsSchema.parse({ q: '写作', type: 'article' }), t.db);
    expect(found.results).toEqual([
      expect.objectContaining({
        kind: 'article',
        article: expect.objectContaining({ id: article }) as unknown,
        title: '<mark>写作</mark>的习惯',
      }),
    ]);
  });

  it('answers an empty page for a query without words, without asking the engine', async () => {
    const page = await runSearch(searchParamsSchema.parse({ q: ' +-* ' }), t.db);
    expect(page).toMatchObject({ results: [], hasMore: false, cursor: '' });
  });
});

describe('backfill', () => {
  it('indexes rows written before the index existed, once per index version', async () => {
    const [user] = await t.db.insert(users).values({ nickname: '旧会员 Oldtimer' }).$returningId();
    const [visible] = await t.db
      .insert(moments)
      .values({
        userId: user!.id,
        title: '旧帖子',
        content: '<p>archived walrus</p>',
        contentText: 'archived walrus',
        images: '[]',
        hiddenContent: '',
      })
      .$returningId();
    const [pending] = await t.db
      .insert(moments)
      .values({
        userId: user!.id,
        title: 'Pending walrus',
        content: '',
        contentText: '',
        images: '[]',
        hiddenContent: '',
        status: ContentStatus.pending,
      })
      .$returningId();
    const [article] = await t.db
      .insert(articles)
      .values({ userId: user!.id, title: 'Walrus essay', content: '', contentText: 'long' })
      .$returningId();
    // A stale document of something no longer visible is removed by the rebuild.
    const stale = await kit.post(author, 'Walrus rumour', 'unconfirmed');
    await t.db.update(moments).set({ status: ContentStatus.deleted }).where(eq(moments.id, stale));
    expect(await kit.search({ query: 'walrus' })).toEqual([stale]);

    await t.db.delete(siteConfigs).where(eq(siteConfigs.key, 'search.indexVersion'));
    expect(await ensureSearchIndex(t.pool)).toBe(true);
    expect(await kit.search({ query: 'walrus' })).toEqual([visible!.id]);
    expect(pending).toBeDefined();
    expect(await kit.search({ query: '帖子' })).toEqual([visible!.id]);
    expect(await kit.search({ query: 'walrus', kind: 'article' })).toEqual([article!.id]);
    expect(await kit.search({ query: 'oldtimer', kind: 'user' })).toEqual([user!.id]);

    const [marker] = await t.db.select().from(siteConfigs).where(eq(siteConfigs.key, 'search.indexVersion'));
    expect(marker?.value).toBe(String(SEARCH_INDEX_VERSION));
    expect(await ensureSearchIndex(t.pool)).toBe(false);
  });

  it('walks tables in batches without missing a row', async () => {
    await t.db.delete(searchDocuments);
    const counts = await rebuildSearchIndex(t.db, 3);
    const [row] = await t.db
      .select({ count: sql<number>`count(*)` })
      .from(moments)
      .where(eq(moments.status, ContentStatus.published));
    expect(counts.moment).toBe(Number(row!.count));
    const [documents] = await t.db
      .select({ count: sql<number>`count(*)` })
      .from(searchDocuments)
      .where(eq(searchDocuments.kind, 0));
    expect(Number(documents!.count)).toBe(counts.moment);
  });
});
