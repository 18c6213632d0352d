import { apiRequest } from '@/shared/api/apiClient.ts';
import { reportApiError } from '@/shared/api/reportApiError.ts';
import type { ReactionEmoji } from '@/shared/reactions/reactionEmoji.ts';
import type { LikeKind, ReactionCounts, ReactionSetResult } from '@/shared/reactions/reactionSchemas.ts';
import { viewerEntityKey, type ViewerReactionState } from '@/shared/viewer/viewerState.ts';
import { $reactions } from '@/stores/viewer.ts';

/** The viewer's state with the like set to `reaction` ('' the plain like, null none). */
function withReaction(state: ViewerReactionState, reaction: ReactionEmoji | '' | null): ViewerReactionState {
  const { reaction: _previous, ...rest } = state;
  const liked = reaction !== null;
  const likes = Math.max(0, state.likes + (liked === state.liked ? 0 : liked ? 1 : -1));
  return { ...rest, liked, likes, ...(reaction ? { reaction } : {}) };
}

/**
 * Sets the viewer's reaction in `$reactions` at once, then settles on the server's answer, which
 * also brings the item's counts per emoji; a failure puts the state back, says why and answers undefined.
 */
export async function sendReaction(
  kind: LikeKind,
  id: number,
  reaction: ReactionEmoji | '' | null,
  current: ViewerReactionState,
): Promise<ReactionCounts | undefined> {
  const key = viewerEntityKey(kind, id);
  $reactions.setKey(key, withReaction(current, reaction));
  try {
    const result = await apiRequest<ReactionSetResult>('/api/reactions/set', {
      body: { entityType: kind, entityId: id, reaction },
    });
    const now = $reactions.get()[key] ?? current;
    $reactions.setKey(key, { ...withReaction(now, result.reaction), likes: result.count });
    return result.counts;
  } catch (error) {
    $reactions.setKey(key, current);
    reportApiError(error);
    return undefined;
  }
}
