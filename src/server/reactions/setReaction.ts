import { getDb, type Database } from '../db/client.ts';
import { ApiError } from '../http/ApiError.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import {
  PLAIN_LIKE_CODE,
  reactionCode,
  reactionOfCode,
  type ReactionEmoji,
} from '@/shared/reactions/reactionEmoji.ts';
import type { LikeKind, ReactionSetResult } from '@/shared/reactions/reactionSchemas.ts';
import { m } from '@/paraglide/messages.js';
import { setLike } from './setLike.ts';
import { reactionCountsOf } from './reactionCounts.ts';

/**
 * Sets the member's one reaction to a target: an enabled emoji, '' the plain like, or null to
 * remove it. An emoji the owner has not enabled is refused (400); taking one off never is.
 */
export async function setReaction(
  userId: number,
  kind: LikeKind,
  entityId: number,
  reaction: ReactionEmoji | '' | null,
  enabled: readonly ReactionEmoji[],
  db: Database = getDb(),
): Promise<ReactionSetResult> {
  if (reaction && !enabled.includes(reaction)) {
    throw new ApiError(400, m.reactions_not_enabled(), ErrorCode.validation);
  }
  const wanted = reaction === null ? null : reaction === '' ? PLAIN_LIKE_CODE : reactionCode(reaction);
  const change = await setLike(userId, kind, entityId, () => wanted, db);
  const counts = (await reactionCountsOf(kind, [entityId], db)).get(entityId) ?? {};
  return {
    reaction: change.code === null ? null : (reactionOfCode(change.code) ?? ''),
    liked: change.code !== null,
    count: change.count,
    counts,
  };
}
