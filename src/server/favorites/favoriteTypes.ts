export type { FavoriteItem } from '@/shared/favorites/favoriteItem.ts';

export const FAVORITE_PAGE_SIZE = 20;
