import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { articleTags, articles, momentTags, moments, tags, users } from '../db/schema/index.ts';
import { recentHotTags, recentHotTagsQuery } from './recentHotTags.queries.ts';
import { ContentStatus, type ContentStatusValue } from '@/shared/content/contentStatus.ts';

const test = useTestDatabase();
const ids: Record<string, number> = {};

const NOW = Date.UTC(2026, 5, 15, 12);
const DAY = 86_400_000;
const SINCE = new Date(NOW - 30 * DAY);

async function moment(daysAgo: number, tagNames: string[], status: ContentStatusValue = 0): Promise<void> {
  const [row] = await test.db
    .insert(moments)
    .values({
      userId: ids.user!,
      title: 'Moment',
      content: '<p>Body</p>',
      contentText: 'Body',
      images: '[]',
      hiddenContent: '',
      status,
      lastActivityAt: new Date(NOW - daysAgo * DAY),
    })
    .$returningId();
  if (tagNames.length > 0)
    await test.db
      .insert(momentTags)
      .values(tagNames.map((name) => ({ momentId: row!.id, tagId: ids[name]! })));
}

async function article(daysAgo: number, tagNames: string[], status: ContentStatusValue = 0): Promise<void> {
  const [row] = await test.db
    .insert(articles)
    .values({
      userId: ids.user!,
      title: 'Article',
      content: '<p>Body</p>',
      contentText: 'Body',
      status,
      publishedAt: new Date(NOW - daysAgo * DAY),
    })
    .$returningId();
  await test.db
    .insert(articleTags)
    .values(tagNames.map((name) => ({ articleId: row!.id, tagId: ids[name]! })));
}

beforeAll(async () => {
  const [user] = await test.db.insert(users).values({ nickname: 'Writer' }).$returningId();
  ids.user = user!.id;
  // The stored counts are all-time totals; only the fallback reads them.
  const tagRows = [
    { name: 'evergreen', momentCount: 50, articleCount: 5 },
    { name: 'trending', momentCount: 3, articleCount: 1 },
    { name: 'essays', momentCount: 0, articleCount: 2 },
    { name: 'waiting', momentCount: 0, articleCount: 0 },
    { name: 'removed', momentCount: 0, articleCount: 0 },
    { name: 'second', momentCount: 1, articleCount: 0 },
    { name: 'unused', momentCount: 0, articleCount: 0 },
    { name: 'classic', momentCount: 0, articleCount: 9 },
  ];
  const inserted = await test.db.insert(tags).values(tagRows).$returningId();
  tagRows.forEach((tag, index) => (ids[tag.name] = inserted[index]!.id));

  // Old usage: evergreen and classic are popular, but not this month.
  for (let i = 0; i < 6; i++) await moment(40 + i, ['evergreen']);
  await article(31, ['evergreen', 'classic']);
  // Recent usage: trending 3 (two moments and an article), essays 2 (articles), second 1.
  await moment(1, ['trending', 'second']);
  await moment(29, ['trending']);
  await article(2, ['trending', 'essays']);
  await article(10, ['essays']);
  // Recent but pending or deleted: never counted.
  for (let i = 0; i < 5; i++) await moment(1, ['waiting'], ContentStatus.pending);
  for (let i = 0; i < 5; i++) await moment(1, ['removed'], ContentStatus.deleted);
  await article(1, ['waiting', 'trending'], ContentStatus.pending);
  await article(1, ['removed', 'essays'], ContentStatus.deleted);
  // An untagged recent moment joins no link.
  await moment(0, []);
});

describe('recent hot tags', () => {
  it('counts the published moments and articles of the last 30 days only', async () => {
    const ranking = await recentHotTagsQuery(SINCE, 10, test.db);
    expect(ranking.map((tag) => [tag.name, tag.uses])).toEqual([
      ['trending', 3],
      ['essays', 2],
      ['second', 1],
    ]);
    expect(ranking[0]).toMatchObject({ id: ids.trending, momentCount: 3, articleCount: 1 });
  });

  it('reads at most the newest scanLimit moments and articles', async () => {
    // The newest two published moments: an untagged one, then trending and second. The newest two
    // published articles: trending and essays, then essays. Ties go to the newer tag.
    const ranking = await recentHotTagsQuery(SINCE, 10, test.db, 2);
    expect(ranking.map((tag) => [tag.name, tag.uses])).toEqual([
      ['essays', 2],
      ['trending', 2],
      ['second', 1],
    ]);
    const one = await recentHotTagsQuery(SINCE, 10, test.db, 1);
    expect(one.map((tag) => [tag.name, tag.uses])).toEqual([
      ['essays', 1],
      ['trending', 1],
    ]);
  });

  it('ranks recent usage first and fills up with all-time favourites when there is too little', async () => {
    expect((await recentHotTags(2, NOW, test.db)).map((tag) => tag.name)).toEqual(['trending', 'essays']);
    const filled = await recentHotTags(6, NOW, test.db);
    expect(filled.map((tag) => [tag.name, tag.uses])).toEqual([
      ['trending', 3],
      ['essays', 2],
      ['second', 1],
      ['evergreen', 55],
      ['classic', 9],
    ]);
  });

  it('falls back entirely to all-time counts when nothing happened this month', async () => {
    const later = NOW + 365 * DAY;
    expect((await recentHotTags(3, later, test.db)).map((tag) => tag.name)).toEqual([
      'evergreen',
      'classic',
      'trending',
    ]);
  });
});
