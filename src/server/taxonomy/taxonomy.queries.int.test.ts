import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/useTestDatabase.ts';
import { nodes, tags } from '../db/schema/index.ts';
import { findActiveNode, listActiveNodes, nodeRefsByIds } from './nodes.queries.ts';
import { allTimeHotTags, findTag, likePrefix, suggestTags } from './tags.queries.ts';

const test = useTestDatabase();

beforeAll(async () => {
  await test.db.insert(nodes).values([
    { name: 'Second', sortOrder: 2 },
    { name: 'First', sortOrder: 1, description: 'Starts here' },
    { name: 'Archived', sortOrder: 0, status: 1 },
    { name: 'Also second', sortOrder: 2 },
  ]);
  await test.db.insert(tags).values([
    { name: 'Rust', momentCount: 5 },
    { name: 'rustacean', momentCount: 9 },
    { name: 'ruby', momentCount: 9 },
    { name: 'go', momentCount: 0 },
    { name: 'essays', momentCount: 1, articleCount: 6 },
    { name: '100%_real', momentCount: 1 },
    { name: '100 real', momentCount: 1 },
  ]);
});

describe('nodes', () => {
  it('lists active nodes by sort order, then id', async () => {
    expect((await listActiveNodes(test.db)).map((node) => node.name)).toEqual([
      'First',
      'Second',
      'Also second',
    ]);
  });
  it('finds an active node and ignores hidden ones', async () => {
    const all = await test.db.select().from(nodes);
    const first = all.find((node) => node.name === 'First')!;
    const archived = all.find((node) => node.name === 'Archived')!;
    expect(await findActiveNode(first.id, test.db)).toMatchObject({
      name: 'First',
      description: 'Starts here',
    });
    expect(await findActiveNode(archived.id, test.db)).toBeUndefined();
    expect(await nodeRefsByIds([first.id, first.id, 0, 12345], test.db)).toEqual(
      new Map([[first.id, { name: 'First', questions: false }]]),
    );
  });
});

describe('tags', () => {
  it('suggests by case-insensitive name prefix, at most ten', async () => {
    expect((await suggestTags('ru', test.db)).map((tag) => tag.name)).toEqual(['ruby', 'Rust', 'rustacean']);
    expect((await suggestTags('RUST', test.db)).map((tag) => tag.name)).toEqual(['Rust', 'rustacean']);
    expect(await suggestTags('   ', test.db)).toEqual([]);
    await test.db.insert(tags).values(Array.from({ length: 12 }, (_, i) => ({ name: `many${i}` })));
    expect(await suggestTags('many', test.db)).toHaveLength(10);
  });
  it('treats % and _ in the query literally', async () => {
    expect(likePrefix('100%_a\\b')).toBe('100\\%\\_a\\\\b%');
    expect((await suggestTags('100%', test.db)).map((tag) => tag.name)).toEqual(['100%_real']);
    expect((await suggestTags('100_', test.db)).map((tag) => tag.name)).toEqual([]);
  });
  it('ranks all-time hot tags by moment and article count and leaves out unused ones', async () => {
    const names = (await allTimeHotTags(4, test.db)).map((tag) => tag.name);
    expect(names.slice(0, 2).sort()).toEqual(['ruby', 'rustacean']);
    expect(names.slice(2)).toEqual(['essays', 'Rust']);
    expect((await allTimeHotTags(20, test.db)).map((tag) => tag.name)).not.toContain('go');
  });
  it('finds a tag by id', async () => {
    const [rust] = await suggestTags('Rust', test.db);
    expect(await findTag(rust!.id, test.db)).toEqual(rust);
    expect(await findTag(999_999, test.db)).toBeUndefined();
  });
});
