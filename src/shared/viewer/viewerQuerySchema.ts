import { z } from 'zod';

// Kept apart from viewerState.ts, which the browser loads on every page: zod stays on the server.

/** A page never asks about more than this many things of one kind (a long comment thread is paged). */
export const VIEWER_IDS_MAX = 500;

const idList = z
  .string()
  .max(VIEWER_IDS_MAX * 12)
  .regex(/^[0-9]+(,[0-9]+)*$/)
  .transform((text) => [...new Set(text.split(',').map(Number))].filter((id) => id > 0))
  .refine((ids) => ids.length <= VIEWER_IDS_MAX)
  .optional();

/** GET /api/viewer?moment=1,2&article=3&comment=4,5&user=7&checkin=1 */
export const viewerQuerySchema = z.object({
  moment: idList,
  article: idList,
  comment: idList,
  user: idList,
  /** The page shows the check-in widget. */
  checkin: z.literal('1').optional(),
});
export type ViewerQuery = z.output<typeof viewerQuerySchema>;
