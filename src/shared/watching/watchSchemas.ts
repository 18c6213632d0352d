import { z } from 'zod';
import { WATCH_KINDS } from './watchKinds.ts';

const watchKind = z
  .enum(WATCH_KINDS as [string, ...string[]])
  .transform((kind) => kind as (typeof WATCH_KINDS)[number]);
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** POST /api/watch/set {kind, id, watch} */
export const watchSetSchema = z.object({
  kind: watchKind,
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  watch: flag,
});
export type WatchSetInput = z.output<typeof watchSetSchema>;
