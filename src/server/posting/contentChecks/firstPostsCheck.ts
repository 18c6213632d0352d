import { and, eq, sql } from 'drizzle-orm';
import { articles, users } from '../../db/schema/index.ts';
import { holdFor, PASS, type ContentCheck } from './contentCheck.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { TrustLevel } from '@/shared/trust/trustLevel.ts';
import { isStaff } from '@/shared/users/roles.ts';

/**
 * A new member's first `postReview.firstPosts` items wait for review: held while fewer than that many
 * of their moments, articles and comments are published (approved ones count). Staff never wait.
 */
export const firstPostsCheck: ContentCheck = {
  name: 'firstPosts',
  async check({ actor, member, isNew }, db) {
    const { firstPosts } = actor.config.postReview;
    if (!isNew || firstPosts === 0 || member.trustLevel !== TrustLevel.new || isStaff(member.role)) {
      return PASS;
    }
    // The users' counters hold published moments and comments exactly; articles are counted here.
    const publishedArticles = db
      .select({ count: sql<number>`COUNT(*)` })
      .from(articles)
      .where(and(eq(articles.userId, member.id), eq(articles.status, ContentStatus.published)));
    const [row] = await db
      .select({
        published: sql<number>`${users.momentCount} + ${users.commentCount} + (${publishedArticles})`,
      })
      .from(users)
      .where(eq(users.id, member.id));
    return Number(row?.published ?? 0) < firstPosts ? holdFor({ kind: 'firstPosts', detail: '' }) : PASS;
  },
};
