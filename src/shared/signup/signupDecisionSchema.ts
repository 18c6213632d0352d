import { z } from 'zod';

/** POST /api/admin/users/{id}/approval */
export const signupDecisionSchema = z.object({ decision: z.enum(['approve', 'reject']) });
