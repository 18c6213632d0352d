import '@/i18n/clientLocale.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { FavoriteToggleResult } from '@/shared/reactions/reactionSchemas.ts';
import { showToast } from '@/stores/toasts.ts';
import { m } from '@/paraglide/messages.js';

async function unfavorite(item: HTMLElement, button: HTMLButtonElement): Promise<void> {
  if (button.getAttribute('aria-busy') === 'true') return;
  button.setAttribute('aria-busy', 'true');
  try {
    const result = await apiRequest<FavoriteToggleResult>('/api/favorite/toggle', {
      body: { entityType: item.dataset.kind, entityId: Number(item.dataset.id) },
    });
    // The toggle only flips: if it was already gone (another tab), this click added it back.
    if (result.favorited) return;
    const list = item.parentElement;
    item.remove();
    showToast('success', m.scores_favorites_unfavorited());
    if (list && list.children.length === 0) window.location.reload();
  } catch (error) {
    reportApiError(error);
  } finally {
    button.removeAttribute('aria-busy');
  }
}

/** The unfavorite buttons of the favorites page (FavoriteListItem.astro). */
export function startFavoriteList(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-unfavorite]');
    const item = button?.closest<HTMLElement>('[data-favorite-item]');
    if (!button || !item) return;
    void unfavorite(item, button);
  });
}
