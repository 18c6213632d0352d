import { moments } from '../db/schema/moments.ts';
import { tableTarget } from '../entities/tableTarget.ts';

/** How comments, likes and favorites reach moments (src/server/entities/entityTarget.ts). */
export const momentTarget = tableTarget('moment', {
  table: moments,
  id: moments.id,
  authorId: moments.userId,
  status: moments.status,
  counters: { like: moments.likeCount, favorite: moments.favoriteCount, comment: moments.commentCount },
  activity: moments.lastActivityAt,
});
