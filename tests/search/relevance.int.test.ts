import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testDatabase.ts';
import { searchTestKit } from './searchTestKit.ts';
import { RELEVANCE_CORPUS, RELEVANCE_QUERIES, type RelevanceQuery } from './relevanceCorpus.ts';

const MIN_RECALL = 0.95;

let t: TestDatabase;
let kit: ReturnType<typeof searchTestKit>;
/** Corpus key → entity id, per kind. */
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await createTestDatabase();
  kit = searchTestKit(t.db);
  await kit.node('General');
  const author = await kit.member('Corpus author');
  for (const document of RELEVANCE_CORPUS) {
    let id: number;
    if (document.kind === 'article')
      id = await kit.article(author, document.title, document.body, document.tags);
    else if (document.title === '') id = await kit.tweet(author, document.body);
    else id = await kit.post(author, document.title, document.body, { tags: document.tags ?? [] });
    ids.set(document.key, id);
  }
}, 120_000);
afterAll(async () => {
  await t?.cleanup();
});

function keysOf(query: RelevanceQuery, entityIds: number[]): string[] {
  const kind = query.kind ?? 'moment';
  const byId = new Map(
    RELEVANCE_CORPUS.filter((document) => document.kind === kind).map((document) => [
      ids.get(document.key)!,
      document.key,
    ]),
  );
  return entityIds.map((id) => byId.get(id) ?? `unknown:${id}`);
}

async function firstPage(query: RelevanceQuery): Promise<string[]> {
  return keysOf(query, await kit.search({ query: query.query, kind: query.kind ?? 'moment', limit: 20 }));
}

describe('relevance test set', () => {
  it('has at least 40 queries, half of them Chinese', () => {
    const chinese = RELEVANCE_QUERIES.filter((query) => /\p{Script=Han}/u.test(query.query));
    expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(40);
    expect(chinese.length * 2).toBeGreaterThanOrEqual(RELEVANCE_QUERIES.length);
    expect(RELEVANCE_QUERIES.length - chinese.length).toBeGreaterThanOrEqual(20);
  });

  it(`finds at least ${MIN_RECALL * 100}% of the expected documents on the first page`, async () => {
    let expected = 0;
    let found = 0;
    const misses: string[] = [];
    for (const query of RELEVANCE_QUERIES) {
      const page = await firstPage(query);
      for (const key of query.expected) {
        expected += 1;
        if (page.includes(key)) found += 1;
        else misses.push(`${query.query} → ${key}`);
      }
    }
    const recall = found / expected;
    expect(recall, `missed: ${misses.join('; ')}`).toBeGreaterThanOrEqual(MIN_RECALL);
  });

  it('ranks a title match above a newer body-only match', async () => {
    const pairs = RELEVANCE_QUERIES.flatMap((query) =>
      (query.titleFirst ?? []).map((pair) => ({ query, pair })),
    );
    expect(pairs.length).toBeGreaterThanOrEqual(4);
    for (const { query, pair } of pairs) {
      const page = await firstPage(query);
      const [title, body] = pair;
      expect(page.indexOf(title), `${query.query}: ${title}`).toBeGreaterThanOrEqual(0);
      expect(page.indexOf(title), `${query.query}: ${title} before ${body}`).toBeLessThan(page.indexOf(body));
    }
  });
});
