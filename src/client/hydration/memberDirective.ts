import type { ClientDirective } from 'astro';
import { looksSignedIn, onFirstInteraction, whenIdle } from './firstInteraction.ts';
import { nextIslandReady } from './islandReady.ts';

/** How long a held click waits for a scoped island to report its parts hydrated. */
const READY_TIMEOUT_MS = 5000;

/**
 * `client:member`: for islands that show the viewer's own state (their menu, their likes). A
 * member's page hydrates them when the browser is idle, so the personal parts fill in without
 * waiting for a touch — or sooner, when the member reaches for one first (the click is replayed);
 * a visitor's page loads nothing until the first interaction (decision 027).
 *
 * `client:member="<selector>"` is for an island that hydrates markup outside its own element (a
 * comment list's actions, decision 048): the first interaction is awaited anywhere inside the
 * closest ancestor matching the selector, and a held click is replayed once the island says its
 * parts are hydrated (ISLAND_READY_EVENT).
 */
const memberDirective: ClientDirective = (load, options, root) => {
  const selector = typeof options.value === 'string' && options.value !== '' ? options.value : null;
  const scope = (selector && root.closest<HTMLElement>(selector)) || root;
  let hydrating: Promise<void> | undefined;
  const hydrateOnce = () =>
    (hydrating ??= (async () => {
      const ready = scope === root ? undefined : nextIslandReady(scope, READY_TIMEOUT_MS);
      const hydrate = await load();
      await hydrate();
      await ready;
    })());
  const stopWaiting = onFirstInteraction(scope, hydrateOnce);
  if (looksSignedIn()) {
    // Listening goes on until hydrated, so a click while the island loads is still held and replayed.
    whenIdle(() => void hydrateOnce().then(stopWaiting));
  }
};

export default memberDirective;
