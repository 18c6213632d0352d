import {
  parseViewerEntityKey,
  VIEWER_CHECKIN_ATTRIBUTE,
  VIEWER_ENTITY_ATTRIBUTE,
  VIEWER_READ_ATTRIBUTE,
  VIEWER_READING_ATTRIBUTE,
  VIEWER_WATCH_ATTRIBUTE,
  type ViewerEntityKind,
} from './viewerState.ts';

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

/**
 * The viewer query a page asks for, from the values of its viewer attributes in document order
 * (`valuesOf` answers one entry per element that carries the attribute, '' when it has no value).
 * The browser's loader reads them from the DOM, the load bench from the HTML: one rule for both.
 */
export function viewerQueryOfAttributes(valuesOf: (attribute: string) => readonly string[]): string {
  return viewerQueryString(valuesOf(VIEWER_ENTITY_ATTRIBUTE), valuesOf(VIEWER_CHECKIN_ATTRIBUTE).length > 0, {
    watch: valuesOf(VIEWER_WATCH_ATTRIBUTE).filter(Boolean),
    reading: valuesOf(VIEWER_READING_ATTRIBUTE).filter(Boolean),
    read: valuesOf(VIEWER_READ_ATTRIBUTE)[0] || undefined,
  });
}
