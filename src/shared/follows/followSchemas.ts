import { z } from 'zod';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';

/** POST /api/follow/toggle */
export const followToggleSchema = z.object({ userId: z.coerce.number().int().positive() });

export interface FollowToggleResult {
  following: boolean;
  /** Both follow each other. */
  mutual: boolean;
  /** The followed user's fans after the change. */
  fansCount: number;
}

/** One person in a fans or followed list. */
export interface FollowListUser extends PublicAuthor {
  fansCount: number;
  followCount: number;
  /** When the follow in this list happened (ISO). */
  followedAt: string;
}
