import type { ClientDirective } from 'astro';
import { looksSignedIn, onFirstInteraction, whenIdle } from './firstInteraction.ts';

/**
 * `client:member`: for islands that show the viewer's own state (their menu, their likes). A
 * member's page hydrates them when the browser is idle, so the personal parts fill in without
 * waiting for a touch; a visitor's page loads nothing until the first interaction (decision 027).
 */
const memberDirective: ClientDirective = (load, _options, root) => {
  const hydrateNow = async () => {
    const hydrate = await load();
    await hydrate();
  };
  if (looksSignedIn()) whenIdle(() => void hydrateNow());
  else onFirstInteraction(root, hydrateNow);
};

export default memberDirective;
