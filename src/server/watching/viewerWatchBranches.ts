import { articles, comments, moments, readMarks, users, watches } from '../db/schema/index.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { WatchKind, type WatchKindName } from '@/shared/watching/watchKinds.ts';
import { READ_ALL_SCOPE } from './readMarks.ts';
import { sqlIdList, sqlInteger, sqlNames, tableName } from '../db/sqlText.ts';

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

const WATCH = sqlNames(watches, { userId: watches.userId, kind: watches.kind, targetId: watches.targetId });

/** The member's watches among the page's targets: one index read per kind. */
export function watchBranch(
  userId: number,
  targets: ReadonlyMap<WatchKindName, readonly number[]>,
): string | undefined {
  const parts = [...targets]
    .filter(([, ids]) => ids.length > 0)
    .map(
      ([kind, ids]) => `(${WATCH.kind} = ${WatchKind[kind]} and ${WATCH.targetId} in (${sqlIdList(ids)}))`,
    );
  if (parts.length === 0) return undefined;
  return `select ${WatchRowPart.watch}, ${WATCH.targetId}, ${WATCH.kind}, 0, 0, 0, 0
    from ${WATCH.table} where ${WATCH.userId} = ${sqlInteger(userId)} and (${parts.join(' or ')})`;
}

const COMMENTS = sqlNames(comments, {
  id: comments.id,
  entityType: comments.entityType,
  entityId: comments.entityId,
  status: comments.status,
  userId: comments.userId,
});
const READ_MARKS = tableName(readMarks);
const USERS = sqlNames(users, { id: users.id, createdAt: users.createdAt });
const ITEMS = {
  moment: sqlNames(moments, { id: moments.id, userId: moments.userId, createdAt: moments.createdAt }),
  article: sqlNames(articles, { id: articles.id, userId: articles.userId, createdAt: articles.createdAt }),
};

/**
 * Per moment or article on a list: whether it is new to the member (never opened, posted by someone
 * else after their last "mark all read", or after they joined) and how many comments by others came
 * after their read mark. Primary-key reads plus a covering range of the newer comments per item.
 */
export function readingBranch(
  userId: number,
  kind: 'moment' | 'article',
  ids: readonly number[],
): string | undefined {
  if (ids.length === 0) return undefined;
  const item = ITEMS[kind];
  const user = sqlInteger(userId);
  const type = EntityType[kind];
  const part = kind === 'moment' ? WatchRowPart.momentReading : WatchRowPart.articleReading;
  const base = 'coalesce(mark.last_comment_id, everything.last_comment_id)';
  const unread = `if(${base} is null, 0, (select count(*) from ${COMMENTS.table} force index (comments_entity_unread_idx)
    where ${COMMENTS.entityType} = ${type} and ${COMMENTS.entityId} = ${item.id} and ${COMMENTS.id} > ${base}
      and ${COMMENTS.status} = ${ContentStatus.published} and ${COMMENTS.userId} <> ${user}))`;
  const since = `coalesce(everything.read_at, (select ${USERS.createdAt} from ${USERS.table} where ${USERS.id} = ${user}))`;
  const isNew = `(mark.user_id is null and ${item.userId} <> ${user} and ${item.createdAt} > ${since})`;
  return `select ${part}, ${item.id}, ${unread}, 0, ${isNew}, 0, 0
    from ${item.table}
    left join ${READ_MARKS} as mark on mark.user_id = ${user} and mark.entity_type = ${type} and mark.entity_id = ${item.id}
    left join ${READ_MARKS} as everything on everything.user_id = ${user} and everything.entity_type = ${READ_ALL_SCOPE} and everything.entity_id = 0
    where ${item.id} in (${sqlIdList(ids)})`;
}
