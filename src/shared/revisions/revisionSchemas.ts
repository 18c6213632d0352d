import { z } from 'zod';

/** POST /api/revisions/restore: put back the version revision `revision` of the item kept. */
export const restoreRevisionSchema = z.object({
  kind: z.enum(['moment', 'article', 'comment']),
  id: z.coerce.number().int().positive(),
  revision: z.coerce.number().int().positive(),
});
export type RestoreRevisionData = z.output<typeof restoreRevisionSchema>;
