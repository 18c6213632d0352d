import type { AnyMySqlColumn, MySqlTable } from 'drizzle-orm/mysql-core';
import type { EntityTarget } from './entityTarget.ts';
import { tableTarget } from './tableTarget.ts';

type AuthoredItemColumn = 'id' | 'userId' | 'status' | 'likeCount' | 'favoriteCount' | 'commentCount';

/** The target over a table of authored items (authoredItem columns: moments, articles). */
export function authoredItemTarget(
  kind: 'moment' | 'article',
  table: MySqlTable & Record<AuthoredItemColumn, AnyMySqlColumn>,
  activity?: AnyMySqlColumn,
): EntityTarget {
  return tableTarget(kind, {
    table,
    id: table.id,
    authorId: table.userId,
    status: table.status,
    counters: { like: table.likeCount, favorite: table.favoriteCount, comment: table.commentCount },
    ...(activity ? { activity } : {}),
  });
}
