import { parseViewerEntityKey, type ViewerEntityKind } from './viewerState.ts';

/** The watching parts of a page (decision 038): its Watch toggles, its cards, the item it is. */
export interface ViewerWatchingQuery {
  watch: string[];
  reading: string[];
  read: string | undefined;
}

/**
 * The query of GET /api/viewer for the entity keys a page shows (`moment:1`…) and whether it shows
 * the check-in widget: ids grouped by kind, each once, in the order first seen.
 */
export function viewerQueryString(
  keys: Iterable<string>,
  checkin: boolean,
  watching: ViewerWatchingQuery = { watch: [], reading: [], read: undefined },
): string {
  const ids = new Map<ViewerEntityKind, Set<number>>();
  for (const key of keys) {
    const entity = parseViewerEntityKey(key);
    if (!entity) continue;
    const set = ids.get(entity.kind) ?? new Set<number>();
    set.add(entity.id);
    ids.set(entity.kind, set);
  }
  const params = new URLSearchParams();
  for (const [kind, set] of ids) params.set(kind, [...set].join(','));
  if (checkin) params.set('checkin', '1');
  const watch = [...new Set(watching.watch)];
  const reading = [...new Set(watching.reading)];
  if (watch.length > 0) params.set('watch', watch.join(','));
  if (reading.length > 0) params.set('reading', reading.join(','));
  if (watching.read) params.set('read', watching.read);
  return params.toString();
}
