import { z } from 'zod';

/** `?cursor=…` of a member's own list read page by page (favorites, blocked members). */
export const cursorQuerySchema = z.object({ cursor: z.string().max(200).optional() });
