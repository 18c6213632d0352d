import { z } from 'zod';
import { isHttpUrl } from '@/server/links/httpUrl.ts';
import { isUploadUrl } from '@/shared/upload/uploadUrl.ts';
import { m } from '@/paraglide/messages.js';

export const NODE_NAME_MAX = 40;
export const NODE_DESCRIPTION_MAX = 300;
export const NODE_LOGO_MAX = 512;

/** nodes.status: shown in pickers and the side bar, or hidden (its moments stay). */
export const NodeStatus = { shown: 0, hidden: 1 } as const;

export const logoSchema = z
  .string()
  .trim()
  .max(NODE_LOGO_MAX, { error: () => m.admintaxonomy_logo_invalid() })
  .refine((value) => value === '' || isHttpUrl(value) || isUploadUrl(value), {
    error: () => m.admintaxonomy_logo_invalid(),
  })
  .default('');

/** A node as the admin creates or replaces it; without a sort number a new node goes last. */
export const nodeInputSchema = z.object({
  name: z
    .string({ error: () => m.admintaxonomy_node_name_required() })
    .trim()
    .min(1, { error: () => m.admintaxonomy_node_name_required() })
    .max(NODE_NAME_MAX, { error: () => m.admintaxonomy_node_name_too_long({ max: String(NODE_NAME_MAX) }) }),
  description: z
    .string()
    .trim()
    .max(NODE_DESCRIPTION_MAX, {
      error: () => m.admintaxonomy_node_description_too_long({ max: String(NODE_DESCRIPTION_MAX) }),
    })
    .default(''),
  logo: logoSchema,
  sortOrder: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().int().min(-1_000_000).max(1_000_000).optional(),
  ),
});
export type NodeInput = z.output<typeof nodeInputSchema>;

export const idSchema = z.coerce.number().int().positive();

export const nodeUpdateSchema = nodeInputSchema.extend({ id: idSchema });
export const nodeIdSchema = z.object({ id: idSchema });
export const nodeStatusSchema = z.object({
  id: idSchema,
  status: z.coerce.number().pipe(z.union([z.literal(NodeStatus.shown), z.literal(NodeStatus.hidden)])),
});
export const moveSchema = z.object({ id: idSchema, direction: z.enum(['up', 'down']) });
