import type { ViewerQuery } from '@/shared/viewer/viewerQuerySchema.ts';
import type { ViewerReading } from '@/shared/watching/watchTypes.ts';
import { parseWatchKey, watchKey, watchKindName, type WatchKindName } from '@/shared/watching/watchKinds.ts';
import { readingBranch, watchBranch, WatchRowPart } from './viewerWatchBranches.ts';
import { itemReadMarkRow, type ReadKind } from './readMarks.ts';

interface Row {
  part: number;
  id: number;
  likes: number;
  liked: boolean;
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
export function watchingBranches(userId: number, query: ViewerQuery): string[] {
  const reading = idsByKind(query.reading);
  const readItem = readItemOf(query);
  return [
    watchBranch(userId, idsByKind(query.watch)),
    readingBranch(userId, 'moment', reading.get('moment') ?? []),
    readingBranch(userId, 'article', reading.get('article') ?? []),
    readItem ? itemReadMarkRow(userId, readItem.kind, readItem.id, WatchRowPart.readMark) : undefined,
  ].filter((branch): branch is string => branch !== undefined);
}

/** The watched targets and the cards' reading, from viewerRows' answer. */
export function watchingOf(rows: readonly Row[]): {
  watching: string[];
  reading: Record<string, ViewerReading>;
} {
  const watching: string[] = [];
  const reading: Record<string, ViewerReading> = {};
  for (const row of rows) {
    if (row.part === WatchRowPart.watch) {
      const kind = watchKindName(row.likes);
      if (kind) watching.push(watchKey(kind, row.id));
    } else if (row.part === WatchRowPart.momentReading || row.part === WatchRowPart.articleReading) {
      const kind = row.part === WatchRowPart.momentReading ? 'moment' : 'article';
      reading[`${kind}:${row.id}`] = { isNew: row.liked, unreadComments: row.likes };
    }
  }
  return { watching, reading };
}
