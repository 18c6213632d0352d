import { z } from 'zod';

/** GET /api/tag/suggest?q=: a name prefix (tag names are at most 32 characters). */
export const tagSuggestQuerySchema = z.object({ q: z.string().trim().max(32).default('') });

/** GET /api/tag/get?id= and /api/tag/{id}. */
export const tagIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
