import { and, asc, eq, gt } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { likes, users } from '../db/schema/index.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { reactionCode, type ReactionEmoji } from '@/shared/reactions/reactionEmoji.ts';
import type { LikeKind, ReactionWhoResult } from '@/shared/reactions/reactionSchemas.ts';

/** Members listed per page of "who reacted". */
const REACTION_WHO_PAGE = 50;

/**
 * Who reacted to a target with one emoji, in member id order after the cursor: a range of
 * likes_entity_reaction_idx (its tail is the primary key's user_id), never an offset.
 */
export async function reactionWho(
  kind: LikeKind,
  entityId: number,
  reaction: ReactionEmoji,
  cursor: number | undefined,
  db: Database = getDb(),
): Promise<ReactionWhoResult> {
  const rows = await db
    .select({ id: users.id, nickname: users.nickname, username: users.username })
    .from(likes)
    .innerJoin(users, eq(users.id, likes.userId))
    .where(
      and(
        eq(likes.entityType, EntityType[kind]),
        eq(likes.entityId, entityId),
        eq(likes.reaction, reactionCode(reaction)),
        cursor === undefined ? undefined : gt(likes.userId, cursor),
      ),
    )
    .orderBy(asc(likes.userId))
    .limit(REACTION_WHO_PAGE + 1);
  const page = rows.slice(0, REACTION_WHO_PAGE);
  return {
    users: page,
    nextCursor: rows.length > REACTION_WHO_PAGE ? (page.at(-1)?.id ?? null) : null,
  };
}
