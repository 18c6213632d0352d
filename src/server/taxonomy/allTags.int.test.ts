import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { tags } from '../db/schema/index.ts';
import { ApiError } from '../http/ApiError.ts';
import { listAllTags } from './allTags.queries.ts';
import { recommendedTags } from './recommendedTags.queries.ts';
import { encodeTagNameCursor } from './tagNameCursor.ts';

const test = useTestDatabase();

beforeAll(async () => {
  await test.db.insert(tags).values([
    ...Array.from({ length: 25 }, (_, i) => ({
      name: `alpha${String(i).padStart(2, '0')}`,
      momentCount: 1,
    })),
    { name: 'Beta', articleCount: 2 },
    { name: 'beta_x', momentCount: 1 },
    { name: 'betaYx', momentCount: 1 },
    { name: 'café', momentCount: 3 },
    { name: '编程', momentCount: 4 },
    { name: 'abandoned' },
  ]);
});

async function allNames(q?: string, limit = 10): Promise<string[]> {
  const names: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 20; pages++) {
    const page = await listAllTags({ q, cursor, limit }, test.db);
    expect(page.results.length).toBeLessThanOrEqual(limit);
    names.push(...page.results.map((tag) => tag.name));
    if (!page.hasMore) return names;
    cursor = page.cursor;
  }
  throw new Error('the pages never end');
}

describe('all tags', () => {
  it('pages through every used tag in name order, each once', async () => {
    const first = await listAllTags({ limit: 10 }, test.db);
    expect(first.results.map((tag) => tag.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `alpha${String(i).padStart(2, '0')}`),
    );
    expect(first.hasMore).toBe(true);
    const names = await allNames();
    expect(names).toHaveLength(30);
    expect(new Set(names).size).toBe(30);
    expect(names.slice(24)).toEqual(['alpha24', 'Beta', 'beta_x', 'betaYx', 'café', '编程']);
    expect(names).not.toContain('abandoned');
  });

  it('filters by a case-insensitive prefix, with % and _ meant literally', async () => {
    expect(await allNames('BETA')).toEqual(['Beta', 'beta_x', 'betaYx']);
    expect(await allNames('beta_')).toEqual(['beta_x']);
    expect(await allNames('alpha1', 4)).toEqual(Array.from({ length: 10 }, (_, i) => `alpha1${i}`));
    expect(await allNames('编')).toEqual(['编程']);
    expect(await allNames('zzz')).toEqual([]);
  });

  it('answers a malformed cursor with a 400 and starts after the cursor name', async () => {
    await expect(listAllTags({ cursor: 'not-a-cursor' }, test.db)).rejects.toBeInstanceOf(ApiError);
    const page = await listAllTags({ cursor: encodeTagNameCursor('betaYx') }, test.db);
    expect(page.results.map((tag) => tag.name)).toEqual(['café', '编程']);
    expect(page).toMatchObject({ hasMore: false, cursor: '' });
  });
});

describe('recommended tags', () => {
  it('keeps the configured order, matches names like the collation and skips unknown ones', async () => {
    const found = await recommendedTags(['编程', 'nothing', 'CAFE', 'beta', ' Beta ', ''], test.db);
    expect(found.map((tag) => tag.name)).toEqual(['编程', 'café', 'Beta']);
    expect(await recommendedTags([], test.db)).toEqual([]);
  });
});
