import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * A store's value, but `serverValue` on the server and while React hydrates: the island's first
 * render in the browser matches the HTML every reader got, and the store's value (the viewer, a
 * stored preference) follows in the next render, whatever arrived before hydration.
 */
export function useServerFirst<T>(store: ReadableAtom<T>, serverValue: T): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const read = useCallback(() => store.get(), [store]);
  const readOnServer = useCallback(() => serverValue, [serverValue]);
  return useSyncExternalStore(subscribe, read, readOnServer);
}
