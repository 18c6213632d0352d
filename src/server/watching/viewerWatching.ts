import type { ViewerQuery } from '@/shared/viewer/viewerQuerySchema.ts';
import type { ViewerReading } from '@/shared/watching/watchTypes.ts';
import { parseWatchKey, watchKey, watchKindName, type WatchKindName } from '@/shared/watching/watchKinds.ts';
import { readingBranches, watchBranch, WatchRowPart } from './viewerWatchBranches.ts';
import type { ReadAllMark } from './readAllMark.ts';
import { itemReadMarkRow, type ReadKind } from './readMarks.ts';
import type { ViewerSql } from '../viewer/viewerSql.ts';

interface Row {
  part: number;
  id: number;
  likes: number;
}

function idsByKind(keys: readonly string[] | undefined): Map<WatchKindName, number[]> {
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

/** The viewer query's watching branches (decision 038), added to viewerRows' one round trip. */
export function watchingBranches(viewer: ViewerSql, query: ViewerQuery): string[] {
  const reading = idsByKind(query.reading);
  const readItem = readItemOf(query);
  return [
    watchBranch(viewer, idsByKind(query.watch)),
    ...readingBranches(viewer, 'moment', reading.get('moment') ?? []),
    ...readingBranches(viewer, 'article', reading.get('article') ?? []),
    readItem ? itemReadMarkRow(viewer, readItem.kind, readItem.id, WatchRowPart.readMark) : undefined,
  ].filter((branch): branch is string => branch !== undefined);
}

const OPENED_KINDS: Record<number, 'moment' | 'article'> = {
  [WatchRowPart.momentOpened]: 'moment',
  [WatchRowPart.articleOpened]: 'article',
};
const SINCE_READ_ALL_KINDS: Record<number, 'moment' | 'article'> = {
  [WatchRowPart.momentSinceReadAll]: 'moment',
  [WatchRowPart.articleSinceReadAll]: 'article',
};

/** The cards' reading: an opened card counts from its own mark, any other from the "mark all read". */
function readingOf(rows: readonly Row[]): Record<string, ViewerReading> {
  const reading: Record<string, ViewerReading> = {};
  for (const row of rows) {
    const kind = OPENED_KINDS[row.part];
    if (kind) reading[`${kind}:${row.id}`] = { opened: true, unreadComments: row.likes };
  }
  for (const row of rows) {
    const kind = SINCE_READ_ALL_KINDS[row.part];
    if (kind) reading[`${kind}:${row.id}`] ??= { opened: false, unreadComments: row.likes };
  }
  return reading;
}

/**
 * The watched targets and the cards' reading, from viewerRows' answer. Unopened cards by others are
 * new when posted after `readingSince`: the member's last "mark all read", else when they joined.
 * Null when the page has no cards to mark.
 */
export function watchingOf(
  rows: readonly Row[],
  query: ViewerQuery,
  member: { createdAt: string; readAll: ReadAllMark | null },
): {
  watching: string[];
  reading: Record<string, ViewerReading>;
  readingSince: string | null;
} {
  const watching: string[] = [];
  for (const row of rows) {
    if (row.part !== WatchRowPart.watch) continue;
    const kind = watchKindName(row.likes);
    if (kind) watching.push(watchKey(kind, row.id));
  }
  const readingSince = query.reading?.length ? (member.readAll?.at.toISOString() ?? member.createdAt) : null;
  return { watching, reading: readingOf(rows), readingSince };
}
