import '@/i18n/clientLocale.ts';
import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import { askToSignIn } from '@/components/reactions/reactionToggle.ts';
import type { FollowToggleResult } from '@/shared/follows/followSchemas.ts';

function readCount(element: HTMLElement | null): number {
  const value = Number.parseInt(element?.textContent?.trim() || '0', 10);
  return Number.isFinite(value) ? value : 0;
}

/** Writes a follow state into the button, the owner's fans count and the "mutual" badge. */
function show(button: HTMLElement, state: FollowToggleResult): void {
  const userId = button.dataset.userId ?? '';
  button.setAttribute('aria-pressed', String(state.following));
  const label = button.querySelector<HTMLElement>('[data-follow-label]');
  if (label)
    label.textContent = (state.following ? button.dataset.labelFollowing : button.dataset.labelFollow) ?? '';
  for (const count of document.querySelectorAll<HTMLElement>(`[data-fans-count="${userId}"]`)) {
    count.textContent = String(Math.max(0, state.fansCount));
  }
  for (const badge of document.querySelectorAll<HTMLElement>(`[data-mutual-badge="${userId}"]`)) {
    badge.hidden = !state.mutual;
  }
}

/**
 * Follows or unfollows at once, then settles on the server's answer; a failure puts everything back
 * and says why. A signed-out visitor is sent to sign in instead.
 */
async function toggle(button: HTMLElement): Promise<void> {
  if (button.dataset.signedIn !== 'true') {
    askToSignIn();
    return;
  }
  if (button.getAttribute('aria-busy') === 'true') return;
  const userId = Number(button.dataset.userId);
  const countElement = document.querySelector<HTMLElement>(`[data-fans-count="${userId}"]`);
  const before: FollowToggleResult = {
    following: button.getAttribute('aria-pressed') === 'true',
    mutual: document.querySelector<HTMLElement>(`[data-mutual-badge="${userId}"]`)?.hidden === false,
    fansCount: readCount(countElement),
  };
  const followedBack = button.dataset.followedBack === 'true';
  button.setAttribute('aria-busy', 'true');
  show(button, {
    following: !before.following,
    mutual: !before.following && followedBack,
    fansCount: before.fansCount + (before.following ? -1 : 1),
  });
  try {
    show(button, await apiRequest<FollowToggleResult>('/api/follow/toggle', { body: { userId } }));
  } catch (error) {
    show(button, before);
    reportApiError(error);
  } finally {
    button.removeAttribute('aria-busy');
  }
}

/** Every follow button of the page (FollowButton.astro). */
export function startFollowButtons(root: Document): void {
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-follow-button]');
    if (button) void toggle(button);
  });
}
