import '@/i18n/clientLocale.ts';
import { apiRequest, ApiRequestError } from '@/shared/api/apiClient.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { LikeKind } from '@/shared/reactions/reactionSchemas.ts';
import { m } from '@/paraglide/messages.js';

export type ReactionKind = 'like' | 'favorite';

interface ToggleOptions {
  reaction: ReactionKind;
  entityType: LikeKind;
  entityId: number;
  signedIn: boolean;
  /** Where the count is written. */
  countElement: HTMLElement | null;
  /** Show nothing instead of 0 (comment likes). */
  hideZero?: boolean;
}

function readCount(element: HTMLElement | null): number {
  const value = Number.parseInt(element?.textContent?.trim() || '0', 10);
  return Number.isFinite(value) ? value : 0;
}

function show(button: HTMLElement, options: ToggleOptions, active: boolean, count: number): void {
  button.setAttribute('aria-pressed', String(active));
  if (options.countElement) {
    options.countElement.textContent = options.hideZero && count <= 0 ? '' : String(Math.max(0, count));
  }
}

/** Sends a visitor to sign in the way an errorCode 1 answer would (SPEC §8), without a request. */
export function askToSignIn(): void {
  reportApiError(new ApiRequestError(m.error_please_sign_in(), 401, ErrorCode.notSignedIn));
}

/**
 * Flips a like or favorite button at once, then settles on the server's answer; a failure puts the
 * button back and says why. Clicks while a request is on its way are ignored.
 */
export async function toggleReaction(button: HTMLElement, options: ToggleOptions): Promise<void> {
  if (!options.signedIn) {
    askToSignIn();
    return;
  }
  if (button.getAttribute('aria-busy') === 'true') return;
  const wasActive = button.getAttribute('aria-pressed') === 'true';
  const previousCount = readCount(options.countElement);
  button.setAttribute('aria-busy', 'true');
  show(button, options, !wasActive, previousCount + (wasActive ? -1 : 1));
  try {
    const body = { entityType: options.entityType, entityId: options.entityId };
    if (options.reaction === 'like') {
      const result = await apiRequest<{ liked: boolean; count: number }>('/api/like/toggle', { body });
      show(button, options, result.liked, result.count);
    } else {
      const result = await apiRequest<{ favorited: boolean; count: number }>('/api/favorite/toggle', {
        body,
      });
      show(button, options, result.favorited, result.count);
    }
  } catch (error) {
    show(button, options, wasActive, previousCount);
    reportApiError(error);
  } finally {
    button.removeAttribute('aria-busy');
  }
}
