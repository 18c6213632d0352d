import type { FavoriteKind } from '@/shared/reactions/reactionSchemas.ts';

/** One favorite on the user's favorites page (GET /api/favorite/list pages on through them). */
export interface FavoriteItem {
  kind: FavoriteKind;
  entityId: number;
  favoritedAt: string;
  /** Deleted or under review: shown greyed, without a link. */
  removed: boolean;
  title: string;
  excerpt: string;
  url: string;
}
