import { parseViewerEntityKey, type ViewerEntityKind } from './viewerState.ts';

/**
 * The query of GET /api/viewer for the entity keys a page shows (`moment:1`…) and whether it shows
 * the check-in widget: ids grouped by kind, each once, in the order first seen.
 */
export function viewerQueryString(keys: Iterable<string>, checkin: boolean): string {
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
  return params.toString();
}
