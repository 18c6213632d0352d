import { sql, type SQL } from 'drizzle-orm';
import { articles, comments, moments, readMarks, users, watches } from '../db/schema/index.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { WatchKind, type WatchKindName } from '@/shared/watching/watchKinds.ts';
import { READ_ALL_SCOPE } from './readMarks.ts';

/** The viewer-row parts these branches answer (beside viewerRows.ts's own). */
export const WatchRowPart = {
  /** A watched target on the page: `id` the target, `likes` its kind. */
  watch: 20,
  /** A moment's reading: `likes` unread comments, `liked` new. */
  momentReading: 21,
  articleReading: 22,
  /** The item page's own read mark (readMarks.ts itemReadMarkRow). */
  readMark: 23,
} as const;

function idList(ids: readonly number[]): SQL {
  if (!ids.every((id) => Number.isSafeInteger(id) && id > 0))
    throw new Error('viewer ids must be positive integers');
  return sql.raw(ids.join(', '));
}

/** The member's watches among the page's targets: one index read per kind. */
export function watchBranch(
  userId: number,
  targets: ReadonlyMap<WatchKindName, readonly number[]>,
): SQL | undefined {
  const parts = [...targets]
    .filter(([, ids]) => ids.length > 0)
    .map(
      ([kind, ids]) =>
        sql`(${watches.kind} = ${WatchKind[kind]} and ${watches.targetId} in (${idList(ids)}))`,
    );
  if (parts.length === 0) return undefined;
  return sql`select ${WatchRowPart.watch}, ${watches.targetId}, ${watches.kind}, 0, 0, 0, 0
    from ${watches} where ${watches.userId} = ${userId} and (${sql.join(parts, sql` or `)})`;
}

/**
 * Per moment or article on a list: whether it is new to the member (never opened, posted by someone
 * else after their last "mark all read", or after they joined) and how many comments by others came
 * after their read mark. Primary-key reads plus a covering range of the newer comments per item.
 */
export function readingBranch(
  userId: number,
  kind: 'moment' | 'article',
  ids: readonly number[],
): SQL | undefined {
  if (ids.length === 0) return undefined;
  const table = kind === 'moment' ? moments : articles;
  const type = EntityType[kind];
  const part = kind === 'moment' ? WatchRowPart.momentReading : WatchRowPart.articleReading;
  const base = sql`coalesce(mark.last_comment_id, everything.last_comment_id)`;
  const unread = sql`if(${base} is null, 0, (select count(*) from ${comments} force index (comments_entity_unread_idx)
    where ${comments.entityType} = ${type} and ${comments.entityId} = ${table.id} and ${comments.id} > ${base}
      and ${comments.status} = ${ContentStatus.published} and ${comments.userId} <> ${userId}))`;
  const since = sql`coalesce(everything.read_at, (select ${users.createdAt} from ${users} where ${users.id} = ${userId}))`;
  const isNew = sql`(mark.user_id is null and ${table.userId} <> ${userId} and ${table.createdAt} > ${since})`;
  return sql`select ${part}, ${table.id}, ${unread}, 0, ${isNew}, 0, 0
    from ${table}
    left join ${readMarks} as mark on mark.user_id = ${userId} and mark.entity_type = ${type} and mark.entity_id = ${table.id}
    left join ${readMarks} as everything on everything.user_id = ${userId} and everything.entity_type = ${READ_ALL_SCOPE} and everything.entity_id = 0
    where ${table.id} in (${idList(ids)})`;
}
