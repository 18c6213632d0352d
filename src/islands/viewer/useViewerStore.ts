import { useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { $viewer, $viewerStatus, type ViewerStatus } from '@/stores/viewer.ts';

const NOTHING: Readonly<Record<string, never>> = Object.freeze({});

/**
 * A store's value, but the server's value while React hydrates: the island's first render in the
 * browser then matches the HTML every reader got, and the viewer's state follows in the next
 * render (no hydration mismatch, whatever arrived before hydration).
 */
export function useServerFirst<T>(store: ReadableAtom<T>, serverValue: T): T {
  return useSyncExternalStore(
    (changed) => store.listen(changed),
    () => store.get(),
    () => serverValue,
  );
}

export function useViewerStatus(): ViewerStatus {
  return useServerFirst($viewerStatus, 'pending');
}

export function useViewer(): CurrentUser | null {
  return useServerFirst($viewer, null);
}

/** One entry of a viewer map store (`$reactions`, `$following`…), undefined on the server. */
export function useViewerEntry<T>(store: ReadableAtom<Record<string, T>>, key: string): T | undefined {
  return useServerFirst<Record<string, T>>(store, NOTHING)[key];
}
