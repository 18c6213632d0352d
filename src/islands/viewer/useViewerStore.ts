import { useServerFirst } from '@/islands/ui/useServerFirst.ts';
import type { ReadableAtom } from 'nanostores';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { $viewer, $viewerStatus, type ViewerStatus } from '@/stores/viewer.ts';

const NOTHING: Readonly<Record<string, never>> = Object.freeze({});

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
