import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { nodes, users } from '@/server/db/schema/index.ts';
import { createMoment, deleteMoment, updateMoment } from '@/server/moments/moments.commands.ts';
import { createArticle } from '@/server/articles/articles.commands.ts';
import { toCurrentUser } from '@/server/users/publicUser.ts';
import { expect } from 'vitest';
import { searchEngine } from '@/server/search/activeSearchEngine.ts';
import { MysqlSearchEngine } from '@/server/search/mysqlSearchEngine.ts';
import type { SearchRequest } from '@/server/search/searchEngine.ts';
import { createMomentSchema, updateMomentSchema } from '@/shared/moments/momentSchemas.ts';
import { articleCreateSchema } from '@/shared/articles/articleSchemas.ts';
import { testActor } from '../testActor.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

/** Integration-test helpers: content made through the real services, searched through the engine. */
export function searchTestKit(db: Database) {
  const fulltextEngine = new MysqlSearchEngine(1);
  let userSeq = 0;
  return {
    async member(nickname = `Member ${(userSeq += 1)}`): Promise<CurrentUser> {
      const [row] = await db.insert(users).values({ nickname }).$returningId();
      const [user] = await db.select().from(users).where(eq(users.id, row!.id));
      return toCurrentUser(user!);
    },
    async node(name: string): Promise<number> {
      const [row] = await db.insert(nodes).values({ name }).$returningId();
      return row!.id;
    },
    /** A published post through createMoment. */
    async post(
      author: CurrentUser,
      title: string,
      text: string,
      extra: { nodeId?: number; tags?: string[] } = {},
    ): Promise<number> {
      const input = createMomentSchema.parse({ type: 0, title, content: `<p>${text}</p>`, ...extra });
      return (await createMoment(testActor(author), input, db)).id;
    },
    /** A published tweet (the tweet module switched on): no title, plain text. */
    async tweet(author: CurrentUser, text: string): Promise<number> {
      const input = createMomentSchema.parse({ type: 1, content: text });
      const tweetsOn = { modules: { moment: true, article: true, tweet: true } };
      return (await createMoment(testActor(author, tweetsOn), input, db)).id;
    },
    async editPost(author: CurrentUser, id: number, title: string, text: string): Promise<void> {
      const input = updateMomentSchema.parse({ id, type: 0, title, content: `<p>${text}</p>` });
      await updateMoment(testActor(author), input, db);
    },
    async deletePost(author: CurrentUser, id: number): Promise<void> {
      await deleteMoment(testActor(author), id, db);
    },
    async article(author: CurrentUser, title: string, text: string, tags: string[] = []): Promise<number> {
      const input = articleCreateSchema.parse({ title, content: `<p>${text}</p>`, tags });
      return (await createArticle(testActor(author), input, db)).id;
    },
    /**
     * Entity ids of one engine page. The same search through an engine whose scan window is one
     * document (so FULLTEXT answers nearly everything) must agree.
     */
    async search(request: Partial<SearchRequest> & { query: string }): Promise<number[]> {
      const full = { kind: 'moment', time: 'all', limit: 20, ...request } as const;
      const [scanned, indexed] = await Promise.all([
        searchEngine().search(full, db),
        fulltextEngine.search(full, db),
      ]);
      const ids = scanned.hits.map((hit) => hit.entityId);
      expect(indexed.hits.map((hit) => hit.entityId)).toEqual(ids);
      return ids;
    },
  };
}
