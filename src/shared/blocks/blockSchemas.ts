import { z } from 'zod';

/** POST /api/user/block {userId, blocked}: blocked true blocks the member, false lifts the block. */
export const blockChangeSchema = z.object({
  userId: z.coerce.number().int().positive(),
  blocked: z.boolean(),
});

export interface BlockChangeResult {
  blocked: boolean;
}
