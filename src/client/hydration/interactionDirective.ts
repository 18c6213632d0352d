import type { ClientDirective } from 'astro';
import { onFirstInteraction } from './firstInteraction.ts';

/** `client:interaction`: hydrate on the first pointer, focus, touch, key or click inside the island. */
const interactionDirective: ClientDirective = (load, _options, root) => {
  onFirstInteraction(root, async () => {
    const hydrate = await load();
    await hydrate();
  });
};

export default interactionDirective;
