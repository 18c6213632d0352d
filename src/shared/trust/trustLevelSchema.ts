import { z } from 'zod';
import { TRUST_LEVELS, type TrustLevelValue } from './trustLevel.ts';
import { m } from '@/paraglide/messages.js';

const levelError = () => m.trust_level_invalid();

/** POST /api/admin/users/trust: a member's level as staff set it, and whether it stays so. */
export const staffTrustSchema = z.object({
  userId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  level: z.coerce
    .number({ error: levelError })
    .int({ error: levelError })
    .refine((level): level is TrustLevelValue => (TRUST_LEVELS as readonly number[]).includes(level), {
      error: levelError,
    }),
  locked: z.boolean({ error: () => m.trust_lock_invalid() }),
});
