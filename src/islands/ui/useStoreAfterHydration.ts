import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/**
 * Reads a store like @nanostores/react's useStore, except that the server render and the
 * hydration render both use `serverValue`: the island hydrates into exactly the markup the server
 * sent, then React renders the store's value (the viewer may already be known by then).
 */
export function useStoreAfterHydration<T>(store: ReadableAtom<T>, serverValue: T): T {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const read = useCallback(() => store.get(), [store]);
  const readOnServer = useCallback(() => serverValue, [serverValue]);
  return useSyncExternalStore(subscribe, read, readOnServer);
}
