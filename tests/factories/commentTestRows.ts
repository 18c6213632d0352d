import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client.ts';
import { articles, comments, moments, users } from '@/server/db/schema/index.ts';
import { toCurrentUser } from '@/server/users/publicUser.ts';
import { ContentStatus, MomentType } from '@/shared/content/contentStatus.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';

/** Rows written straight to the tables, for the comment and reaction integration tests. */
export function commentTestRows(database: { readonly db: Database }) {
  let serial = 0;
  return {
    async user(values: Partial<typeof users.$inferInsert> = {}): Promise<number> {
      serial += 1;
      const [row] = await database.db
        .insert(users)
        .values({ nickname: `member${serial}`, ...values })
        .$returningId();
      return row!.id;
    },
    /** A member as a signed-in request sees them. */
    async currentUser(values: Partial<typeof users.$inferInsert> = {}): Promise<CurrentUser> {
      return toCurrentUser(await this.userRow(await this.user(values)));
    },
    async users(count: number): Promise<number[]> {
      const ids: number[] = [];
      for (let i = 0; i < count; i++) ids.push(await this.user());
      return ids;
    },
    async moment(userId: number, values: Partial<typeof moments.$inferInsert> = {}): Promise<number> {
      const [row] = await database.db
        .insert(moments)
        .values({
          userId,
          type: MomentType.post,
          title: 'A moment',
          content: '<p>Body</p>',
          contentText: 'Body',
          images: '[]',
          hiddenContent: '',
          status: ContentStatus.published,
          ...values,
        })
        .$returningId();
      return row!.id;
    },
    async article(userId: number, values: Partial<typeof articles.$inferInsert> = {}): Promise<number> {
      const [row] = await database.db
        .insert(articles)
        .values({
          userId,
          title: 'An article',
          content: '<p>Body</p>',
          contentText: 'Body',
          status: ContentStatus.published,
          ...values,
        })
        .$returningId();
      return row!.id;
    },
    async momentRow(id: number) {
      const [row] = await database.db.select().from(moments).where(eq(moments.id, id));
      return row!;
    },
    async articleRow(id: number) {
      const [row] = await database.db.select().from(articles).where(eq(articles.id, id));
      return row!;
    },
    async commentRow(id: number) {
      const [row] = await database.db.select().from(comments).where(eq(comments.id, id));
      return row!;
    },
    async userRow(id: number) {
      const [row] = await database.db.select().from(users).where(eq(users.id, id));
      return row!;
    },
  };
}
