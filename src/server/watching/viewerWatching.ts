import type { ViewerQuery } from '@/shared/viewer/viewerQuerySchema.ts';
import type { ViewerReading } from '@/shared/watching/watchTypes.ts';
import { watchKey, watchKindName } from '@/shared/watching/watchKinds.ts';
import type { ReadAllMark } from './readAllMark.ts';
import type { ViewerRow } from '../viewer/viewerRows.ts';

/** The cards' reading: an opened card counts from its own mark, any other from the "mark all read". */
function readingOf(rows: readonly ViewerRow[]): Record<string, ViewerReading> {
  const reading: Record<string, ViewerReading> = {};
  for (const row of rows) {
    if (row.part === 'opened') {
      reading[`${row.item}:${row.id}`] = { opened: true, unreadComments: row.unreadComments };
    }
  }
  for (const row of rows) {
    if (row.part === 'sinceReadAll') {
      reading[`${row.item}:${row.id}`] ??= { opened: false, unreadComments: row.unreadComments };
    }
  }
  return reading;
}

/**
 * The watched targets and the cards' reading, from viewerRows' answer. Unopened cards by others are
 * new when posted after `readingSince`: the member's last "mark all read", else when they joined.
 * Null when the page has no cards to mark.
 */
export function watchingOf(
  rows: readonly ViewerRow[],
  query: ViewerQuery,
  member: { createdAt: string; readAll: ReadAllMark | null },
): {
  watching: string[];
  reading: Record<string, ViewerReading>;
  readingSince: string | null;
} {
  const watching: string[] = [];
  for (const row of rows) {
    if (row.part !== 'watch') continue;
    const kind = watchKindName(row.watchKind);
    if (kind) watching.push(watchKey(kind, row.targetId));
  }
  const readingSince = query.reading?.length ? (member.readAll?.at.toISOString() ?? member.createdAt) : null;
  return { watching, reading: readingOf(rows), readingSince };
}
