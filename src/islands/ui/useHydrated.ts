import { useEffect, useState } from 'react';

/**
 * False on the server and while React hydrates, true once it owns the island's controls: a form
 * marks itself `data-ready` with it, since text typed into a controlled field before then is set back.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
