import type { Database } from '@/server/db/client.ts';
import { comments, momentTags, moments, nodes, tags, users } from '@/server/db/schema/index.ts';
import { ContentStatus, MomentType } from '@/shared/content/contentStatus.ts';
import { EntityType } from '@/shared/content/entityType.ts';

type MomentValues = Partial<typeof moments.$inferInsert> & { userId: number };

/** Test rows written straight to the tables the feed reads (integration tests only). */
export function feedTestRows(database: { readonly db: Database }) {
  let clock = Date.UTC(2024, 0, 1);
  return {
    async user(nickname: string, role = 'user'): Promise<number> {
      const [row] = await database.db.insert(users).values({ nickname, role }).$returningId();
      return row!.id;
    },
    async node(name: string, values: Partial<typeof nodes.$inferInsert> = {}): Promise<number> {
      const [row] = await database.db
        .insert(nodes)
        .values({ name, ...values })
        .$returningId();
      return row!.id;
    },
    async tag(name: string): Promise<number> {
      const [row] = await database.db.insert(tags).values({ name }).$returningId();
      return row!.id;
    },
    /** A published post; each call is one second later than the previous unless told otherwise. */
    async moment(values: MomentValues, tagIds: number[] = []): Promise<number> {
      clock += 1000;
      const [row] = await database.db
        .insert(moments)
        .values({
          type: MomentType.post,
          title: 'A moment',
          content: '<p>Body</p>',
          contentText: 'Body',
          excerpt: 'Body',
          images: '[]',
          hiddenContent: '',
          status: ContentStatus.published,
          lastActivityAt: new Date(clock),
          createdAt: new Date(clock),
          ...values,
        })
        .$returningId();
      const id = row!.id;
      if (tagIds.length > 0)
        await database.db.insert(momentTags).values(tagIds.map((tagId) => ({ momentId: id, tagId })));
      return id;
    },
    async comment(userId: number, momentId: number, status: number = ContentStatus.published): Promise<void> {
      await database.db.insert(comments).values({
        entityType: EntityType.moment,
        entityId: momentId,
        userId,
        content: 'Nice',
        images: '[]',
        status,
      });
    },
  };
}
