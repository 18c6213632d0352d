import { comments, readMarks, watches } from '../db/schema/index.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { parseWatchKey, WatchKind, type WatchKindName } from '@/shared/watching/watchKinds.ts';
import type { ViewerQuery } from '@/shared/viewer/viewerQuerySchema.ts';
import { columnName, sqlInteger, sqlNames, tableName } from '../db/sqlText.ts';
import type { ViewerSql } from '../viewer/viewerSql.ts';
import type { ReadKind } from './readMarks.ts';

/*
 * The watching and reading branches of the viewer union (decision 038), which viewerRows.ts assembles
 * with its own; each is told the part it answers, and viewerRows.ts reads its columns back.
 */

/** The page's watch keys (`moment:12`) by kind; keys that are not one are left out. */
export function watchTargetsOf(keys: readonly string[] | undefined): Map<WatchKindName, number[]> {
  const byKind = new Map<WatchKindName, number[]>();
  for (const key of keys ?? []) {
    const target = parseWatchKey(key);
    if (!target) continue;
    const ids = byKind.get(target.kind);
    if (ids) ids.push(target.id);
    else byKind.set(target.kind, [target.id]);
  }
  return byKind;
}

/** The item page the viewer query names in `read`, if it is one. */
export function readItemOf(query: ViewerQuery): { kind: ReadKind; id: number } | undefined {
  const target = query.read ? parseWatchKey(query.read) : undefined;
  if (!target || (target.kind !== 'moment' && target.kind !== 'article')) return undefined;
  return { kind: target.kind, id: target.id };
}

const WATCH = sqlNames(watches, { userId: watches.userId, kind: watches.kind, targetId: watches.targetId });

/** The member's watches among the page's targets, one index read per kind: the target, its kind. */
export function watchBranch(
  viewer: ViewerSql,
  part: number,
  targets: ReadonlyMap<WatchKindName, readonly number[]>,
): string | undefined {
  const parts = [...targets]
    .filter(([, ids]) => ids.length > 0)
    .map(
      ([kind, ids]) => `(${WATCH.kind} = ${WatchKind[kind]} and ${WATCH.targetId} in (${viewer.ids(ids)}))`,
    );
  if (parts.length === 0) return undefined;
  return `select ${part}, ${WATCH.targetId}, ${WATCH.kind}, 0, 0, 0, 0
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
 * the comments by others after each (part `opened`: the item, the count), and, after a "mark all
 * read", the comments by others since then on every item (part `sinceReadAll`). The items themselves
 * are not read: whether a card is new follows from its author and time, which the page's HTML
 * carries, and from when the member last marked all read (their row, which came with the session).
 */
export function readingBranches(
  viewer: ViewerSql,
  parts: { opened: number; sinceReadAll: number },
  kind: ReadKind,
  ids: readonly number[],
): string[] {
  if (ids.length === 0) return [];
  const { user, readAllCommentId } = viewer;
  const type = EntityType[kind];
  const onPage = viewer.ids(ids);
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

/**
 * The item page's read mark, looked up in the viewer union so that an item page's view costs no
 * statement of its own unless something changed: the item's mark, the base (the mark, else the
 * member's "mark all read"), both -1 when absent, and the item's latest comment id.
 */
export function itemReadMarkBranch(
  viewer: ViewerSql,
  part: number,
  kind: ReadKind,
  entityId: number,
): string {
  const { user, readAllCommentId } = viewer;
  const type = EntityType[kind];
  const item = viewer.id(entityId);
  const marks = tableName(readMarks);
  return `select ${sqlInteger(part)} as part, ${item} as id, coalesce(mark.last_comment_id, -1) as likes,
      coalesce(mark.last_comment_id, ${readAllCommentId ?? '-1'}, -1) as favorites, 0 as liked, 0 as favorited,
      coalesce((select max(${columnName(comments.id)}) from ${tableName(comments)}
        where ${columnName(comments.entityType)} = ${type} and ${columnName(comments.entityId)} = ${item}), 0) as extra
    from (select 1) as one
    left join ${marks} as mark on mark.user_id = ${user} and mark.entity_type = ${type} and mark.entity_id = ${item}`;
}
