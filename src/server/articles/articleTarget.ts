import { articles } from '../db/schema/articles.ts';
import { tableTarget } from '../entities/tableTarget.ts';

/** How comments, likes and favorites reach articles (src/server/entities/entityTarget.ts). */
export const articleTarget = tableTarget('article', {
  table: articles,
  id: articles.id,
  authorId: articles.userId,
  status: articles.status,
  counters: { like: articles.likeCount, favorite: articles.favoriteCount, comment: articles.commentCount },
});
