import { z } from 'zod';
import { LIVE_AFTER_PARAM, LIVE_ITEM_PARAM } from './itemChange.ts';

/** GET /api/user/msg_stream's optional item: the moment or article page the tab shows (decision 062). */
export const liveItemQuerySchema = z.object({
  [LIVE_ITEM_PARAM]: z
    .string()
    .regex(/^(moment|article):[1-9][0-9]{0,15}$/)
    .optional(),
  [LIVE_AFTER_PARAM]: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
});
