import { z } from 'zod';
import { BAN_DURATIONS } from '@/shared/users/ban.ts';
import { MODERATION_REASON_MAX } from '@/shared/moderation/moderationReason.ts';
import { m } from '@/paraglide/messages.js';

// Reasons are trimmed and bounded again by the services, which answer with localized messages.
const reason = z.string().max(MODERATION_REASON_MAX * 4);

export const adminBanSchema = z.object({ duration: z.enum(BAN_DURATIONS), reason });
export const adminUnbanSchema = z.object({ reason: reason.optional() });
export const adminRoleSchema = z.object({ role: z.enum(['admin', 'moderator', 'user']) });
export const adminDeleteSchema = z.object({ reason });

/** The most one staff adjustment may add or take away. */
export const SCORE_ADJUSTMENT_MAX = 1_000_000;
const amountError = () => m.adminusers_score_amount_invalid({ max: String(SCORE_ADJUSTMENT_MAX) });
export const adminScoreSchema = z.object({
  amount: z.coerce
    .number({ error: amountError })
    .int({ error: amountError })
    .min(-SCORE_ADJUSTMENT_MAX, { error: amountError })
    .max(SCORE_ADJUSTMENT_MAX, { error: amountError })
    .refine((amount) => amount !== 0, { error: amountError }),
  reason,
});

export interface ScoreAdjustResult {
  balance: number;
}

export interface PasswordResetResult {
  password: string;
}
