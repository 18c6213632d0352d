import { z } from 'zod';
import { ADMIN_CONTENT_KINDS } from '@/shared/admincontent/adminContentKinds.ts';

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);
const positiveId = z.coerce.number().int().positive().optional().catch(undefined);

/** /admin/content query string; anything malformed is dropped rather than refused. */
const contentFilterSchema = z.object({
  type: z.enum(ADMIN_CONTENT_KINDS).catch('moment'),
  status: z.coerce.number().int().min(0).max(2).optional().catch(undefined),
  node: positiveId,
  /** A member id, or a username. */
  author: z.string().trim().max(64).optional().catch(undefined),
  from: date,
  to: date,
});
export type ContentFilter = z.infer<typeof contentFilterSchema>;

export function parseContentFilter(params: URLSearchParams): ContentFilter {
  return contentFilterSchema.parse({
    type: params.get('type') ?? undefined,
    status: params.get('status') || undefined,
    node: params.get('node') || undefined,
    author: params.get('author') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  });
}
