import { z } from 'zod';

/** The status column of every collection: shown, or kept but hidden. */
export const CollectionStatus = { shown: 0, hidden: 1 } as const;

export const idSchema = z.coerce.number().int().positive();

/** The bodies of a collection's row commands; create and update take the collection's own schema. */
export const rowIdSchema = z.object({ id: idSchema });
export const rowStatusSchema = z.object({
  id: idSchema,
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(CollectionStatus.shown), z.literal(CollectionStatus.hidden)])),
});
export const rowMoveSchema = z.object({ id: idSchema, direction: z.enum(['up', 'down']) });
