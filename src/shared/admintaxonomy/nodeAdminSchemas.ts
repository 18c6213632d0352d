import { z } from 'zod';
import { settingUrlSchema } from '@/shared/validation/settingUrl.ts';
import { m } from '@/paraglide/messages.js';

export const NODE_NAME_MAX = 40;
export const NODE_DESCRIPTION_MAX = 300;

const logoSchema = settingUrlSchema('image', {
  invalid: () => m.admintaxonomy_logo_invalid(),
  optional: true,
}).default('');

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
  /** A question node: its moments can have one accepted answer (decision 082). */
  questions: z.boolean().default(false),
  sortOrder: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce.number().int().min(-1_000_000).max(1_000_000).optional(),
  ),
});
export type NodeInput = z.output<typeof nodeInputSchema>;
