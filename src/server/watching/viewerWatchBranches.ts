import { comments, readMarks, watches } from '../db/schema/index.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { WatchKind, type WatchKindName } from '@/shared/watching/watchKinds.ts';
import { sqlNames } from '../db/sqlText.ts';
import type { ViewerSql } from '../viewer/viewerSql.ts';

/** The viewer-row parts these branches answer (beside viewerRows.ts's own). */
export const WatchRowPart = {
  /** A watched target on the page: `id` the target, `likes` its kind. */
  watch: 20,
  /** A card the member opened: `likes` the comments by others after its read mark. */
  momentOpened: 21,
  articleOpened: 22,
  /** The item page's own read mark (readMarks.ts itemReadMarkRow). */
  readMark: 23,
  /** A card with comments by others since the member's last "mark all read": `likes` their count. */
  momentSinceReadAll: 24,
  articleSinceReadAll: 25,
} as const;

const READING_PARTS = {
  moment: { opened: WatchRowPart.momentOpened, sinceReadAll: WatchRowPart.momentSinceReadAll },
  article: { opened: WatchRowPart.articleOpened, sinceReadAll: WatchRowPart.articleSinceReadAll },
} as const;

const WATCH = sqlNames(watches, { userId: watches.userId, kind: watches.kind, targetId: watches.targetId });

/** The member's watches among the page's targets: one index read per kind. */
export function watchBranch(
  viewer: ViewerSql,
  targets: ReadonlyMap<WatchKindName, readonly number[]>,
): string | undefined {
  const parts = [...targets]
    .filter(([, ids]) => ids.length > 0)
    .map(
      ([kind, ids]) => `(${WATCH.kind} = ${WatchKind[kind]} and ${WATCH.targetId} in (${viewer.ids(ids)}))`,
    );
  if (parts.length === 0) return undefined;
  return `select ${WatchRowPart.watch}, ${WATCH.targetId}, ${WATCH.kind}, 0, 0, 0, 0
    from ${WATCH.table} where ${WATCH.userId} = ${viewer.user} and (${parts.join(' or ')})`;
}

const COMMENTS = sqlNames(comments, {
  id: comments.id,
  entityType: comments.entityType,
  entityId: comments.entityId,
  status: comments.status,
  userId: comments.userId,
});
const READ_MARKS = sqlNames(readMarks, {
  userId: readMarks.userId,
  entityType: readMarks.entityType,
  entityId: readMarks.entityId,
  lastCommentId: readMarks.lastCommentId,
});

/** Comments by others on an item after a comment id, along comments_entity_unread_idx. */
function unreadCommentsAfter(type: number, item: string, after: string, user: string): string {
  return `select count(*) from ${COMMENTS.table} force index (comments_entity_unread_idx)
    where ${COMMENTS.entityType} = ${type} and ${COMMENTS.entityId} = ${item} and ${COMMENTS.id} > ${after}
      and ${COMMENTS.status} = ${ContentStatus.published} and ${COMMENTS.userId} <> ${user}`;
}

/**
 * The cards' reading on a list (decision 041): the member's own marks among the page's items, with
 * the comments by others after each, and, after a "mark all read", the comments by others since then
 * on every item. The items themselves are not read: whether a card is new follows from its author and
 * time, which the page's HTML carries, and from when the member last marked all read (their row,
 * which came with the session).
 */
export function readingBranches(
  viewer: ViewerSql,
  kind: 'moment' | 'article',
  ids: readonly number[],
): string[] {
  if (ids.length === 0) return [];
  const { user, readAllCommentId } = viewer;
  const type = EntityType[kind];
  const onPage = viewer.ids(ids);
  const parts = READING_PARTS[kind];
  const marks = `select ${parts.opened}, ${READ_MARKS.entityId},
      (${unreadCommentsAfter(type, READ_MARKS.entityId, READ_MARKS.lastCommentId, user)}), 0, 0, 0, 0
    from ${READ_MARKS.table}
    where ${READ_MARKS.userId} = ${user} and ${READ_MARKS.entityType} = ${type} and ${READ_MARKS.entityId} in (${onPage})`;
  if (readAllCommentId === null) return [marks];
  const sinceReadAll = `select ${parts.sinceReadAll}, ${COMMENTS.entityId}, count(*), 0, 0, 0, 0
    from ${COMMENTS.table} force index (comments_entity_unread_idx)
    where ${COMMENTS.entityType} = ${type} and ${COMMENTS.entityId} in (${onPage})
      and ${COMMENTS.id} > ${readAllCommentId}
      and ${COMMENTS.status} = ${ContentStatus.published} and ${COMMENTS.userId} <> ${user}
    group by ${COMMENTS.entityId}`;
  return [marks, sinceReadAll];
}
