import type { ClientDirective } from 'astro';
import { looksSignedIn, onFirstInteraction, whenIdle } from './firstInteraction.ts';

/**
 * `client:member`: for islands that show the viewer's own state (their menu, their likes). A
 * member's page hydrates them when the browser is idle, so the personal parts fill in without
 * waiting for a touch — or sooner, when the member reaches for one first (the click is replayed);
 * a visitor's page loads nothing until the first interaction (decision 027).
 */
const memberDirective: ClientDirective = (load, _options, root) => {
  let hydrating: Promise<void> | undefined;
  const hydrateOnce = () =>
    (hydrating ??= (async () => {
      const hydrate = await load();
      await hydrate();
    })());
  const stopWaiting = onFirstInteraction(root, hydrateOnce);
  if (looksSignedIn()) {
    // Listening goes on until hydrated, so a click while the island loads is still held and replayed.
    whenIdle(() => void hydrateOnce().then(stopWaiting));
  }
};

export default memberDirective;
