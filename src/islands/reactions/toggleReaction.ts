import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { FavoriteToggleResult, LikeKind, LikeToggleResult } from '@/shared/reactions/reactionSchemas.ts';
import { viewerEntityKey, type ViewerReactionState } from '@/shared/viewer/viewerState.ts';
import { $reactions } from '@/stores/viewer.ts';

export type ReactionKind = 'like' | 'favorite';

function flipped(state: ViewerReactionState, reaction: ReactionKind): ViewerReactionState {
  if (reaction === 'like') {
    // Unliking takes the like's emoji with it.
    const { reaction: _emoji, ...rest } = state;
    return { ...rest, liked: !state.liked, likes: Math.max(0, state.likes + (state.liked ? -1 : 1)) };
  }
  return {
    ...state,
    favorited: !state.favorited,
    favorites: Math.max(0, state.favorites + (state.favorited ? -1 : 1)),
  };
}

/**
 * Flips a like or favorite in `$reactions` at once, then settles on the server's answer; a failure
 * puts the state back and says why. Every island showing the entity follows the store.
 */
export async function toggleReaction(
  kind: LikeKind,
  id: number,
  reaction: ReactionKind,
  current: ViewerReactionState,
): Promise<void> {
  const key = viewerEntityKey(kind, id);
  $reactions.setKey(key, flipped(current, reaction));
  const body = { entityType: kind, entityId: id };
  try {
    if (reaction === 'like') {
      const result = await apiRequest<LikeToggleResult>('/api/like/toggle', { body });
      const now = $reactions.get()[key] ?? current;
      const { reaction: _emoji, ...rest } = now;
      $reactions.setKey(key, { ...rest, liked: result.liked, likes: result.count });
    } else {
      const result = await apiRequest<FavoriteToggleResult>('/api/favorite/toggle', { body });
      const now = $reactions.get()[key] ?? current;
      $reactions.setKey(key, { ...now, favorited: result.favorited, favorites: result.count });
    }
  } catch (error) {
    $reactions.setKey(key, current);
    reportApiError(error);
  }
}
