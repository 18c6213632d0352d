import { toggleReaction } from './reactionToggle.ts';
import type { FavoriteKind } from '@/shared/reactions/reactionSchemas.ts';

/** The like and favorite buttons of moment and article pages (ReactionBar.astro). */
export function startReactionBars(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>(
      '[data-reaction-bar] [data-reaction]',
    );
    const bar = button?.closest<HTMLElement>('[data-reaction-bar]');
    if (!button || !bar) return;
    const reaction = button.dataset.reaction === 'favorite' ? 'favorite' : 'like';
    void toggleReaction(button, {
      reaction,
      entityType: bar.dataset.kind as FavoriteKind,
      entityId: Number(bar.dataset.id),
      signedIn: bar.dataset.signedIn === 'true',
      countElement: button.querySelector<HTMLElement>('[data-reaction-count]'),
    });
  });
}
