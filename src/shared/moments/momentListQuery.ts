import { z } from 'zod';

const blankAsMissing = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalId = z.preprocess(
  blankAsMissing,
  z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
);

/** GET /api/moment/list: a node or tag list when nodeId / tagId is given, else the tab's feed. */
export const momentListQuerySchema = z.object({
  tab: z.preprocess(blankAsMissing, z.enum(['latest', 'recommended']).default('latest')),
  nodeId: optionalId,
  tagId: optionalId,
  /** With nodeId: only its questions without an accepted answer. */
  filter: z.preprocess(blankAsMissing, z.enum(['unanswered']).optional()),
  cursor: z.preprocess(blankAsMissing, z.string().max(200).optional()),
});

export type MomentListQuery = z.output<typeof momentListQuerySchema>;

/** Reads the list query from URL search parameters (absent and blank values alike are missing). */
export function parseMomentListQuery(params: URLSearchParams): MomentListQuery {
  return momentListQuerySchema.parse({
    tab: params.get('tab') ?? undefined,
    nodeId: params.get('nodeId') ?? undefined,
    tagId: params.get('tagId') ?? undefined,
    filter: params.get('filter') ?? undefined,
    cursor: params.get('cursor') ?? undefined,
  });
}
