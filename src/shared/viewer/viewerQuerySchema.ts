import { z } from 'zod';

// Kept apart from viewerState.ts, which the browser loads on every page: zod stays on the server.

/** A page never asks about more than this many things of one kind (a long comment thread is paged). */
const VIEWER_IDS_MAX = 500;

const idList = z
  .string()
  .max(VIEWER_IDS_MAX * 12)
  .regex(/^[0-9]+(,[0-9]+)*$/)
  .transform((text) => [...new Set(text.split(',').map(Number))].filter((id) => id > 0))
  .refine((ids) => ids.length <= VIEWER_IDS_MAX)
  .optional();

const WATCH_KEY = /^(moment|article|tag|node|member):[1-9][0-9]{0,15}$/;
const READING_KEY = /^(moment|article):[1-9][0-9]{0,15}$/;

function keyList(pattern: RegExp) {
  return z
    .string()
    .max(VIEWER_IDS_MAX * 20)
    .transform((text) => [...new Set(text.split(','))])
    .refine((keys) => keys.length <= VIEWER_IDS_MAX && keys.every((key) => pattern.test(key)))
    .optional();
}

/** GET /api/viewer?moment=1,2&article=3&comment=4,5&user=7&checkin=1&watch=tag:3&reading=moment:1&read=moment:1 */
export const viewerQuerySchema = z.object({
  moment: idList,
  article: idList,
  comment: idList,
  user: idList,
  /** The page shows the check-in widget. */
  checkin: z.literal('1').optional(),
  /** Watch toggles on the page (decision 038): `kind:id` keys. */
  watch: keyList(WATCH_KEY),
  /** Cards whose "new" marker and unread-comment count the page shows. */
  reading: keyList(READING_KEY),
  /** The moment or article the page is: marked read, answering its first unread comment. */
  read: z.string().regex(READING_KEY).optional(),
});
export type ViewerQuery = z.output<typeof viewerQuerySchema>;
