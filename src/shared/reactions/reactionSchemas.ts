import { z } from 'zod';

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
}
