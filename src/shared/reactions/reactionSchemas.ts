import { z } from 'zod';
import { OFFERED_REACTIONS, type ReactionEmoji } from './reactionEmoji.ts';

/** What can be liked: moments, articles and comments. */
const LIKE_KINDS = ['moment', 'article', 'comment'] as const;
export type LikeKind = (typeof LIKE_KINDS)[number];

/** What can be favorited: moments and articles. */
const FAVORITE_KINDS = ['moment', 'article'] as const;
export type FavoriteKind = (typeof FAVORITE_KINDS)[number];

const entityId = z.coerce.number().int().positive();

/** POST /api/like/toggle */
export const likeToggleSchema = z.object({ entityType: z.enum(LIKE_KINDS), entityId });

/** POST /api/favorite/toggle */
export const favoriteToggleSchema = z.object({ entityType: z.enum(FAVORITE_KINDS), entityId });

export interface LikeToggleResult {
  liked: boolean;
  count: number;
}

export interface FavoriteToggleResult {
  favorited: boolean;
  count: number;
}

/** The viewer's own reactions to one target. */
export interface ViewerReaction {
  liked: boolean;
  favorited: boolean;
  /** The like's emoji, while the owner has it enabled (absent for the plain like). */
  reaction?: ReactionEmoji;
}

/** A target's likes per emoji; the plain likes are the rest of its like count. */
export type ReactionCounts = Partial<Record<ReactionEmoji, number>>;

/** POST /api/reactions/set: `reaction` an enabled emoji, '' the plain like, null to remove. */
export const reactionSetSchema = z.object({
  entityType: z.enum(LIKE_KINDS),
  entityId,
  reaction: z.union([z.literal(''), z.enum(OFFERED_REACTIONS), z.null()]),
});

export interface ReactionSetResult {
  /** The member's reaction now: '' the plain like, null none. */
  reaction: ReactionEmoji | '' | null;
  liked: boolean;
  /** Every like of the target, emoji included. */
  count: number;
  counts: ReactionCounts;
}

/** GET /api/reactions/who */
export const reactionWhoSchema = z.object({
  entityType: z.enum(LIKE_KINDS),
  entityId,
  reaction: z.enum(OFFERED_REACTIONS),
  cursor: z.coerce.number().int().positive().optional(),
});

export interface ReactionWhoResult {
  /** The member's name as shown, and their username for a link to their profile (null for none). */
  users: Array<{ id: number; nickname: string; username: string | null }>;
  /** Pass back for the next page; null at the end. */
  nextCursor: number | null;
}
