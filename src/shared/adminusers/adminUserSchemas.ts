import { z } from 'zod';
import { BAN_DURATIONS } from '@/shared/users/ban.ts';
import { MODERATION_REASON_MAX } from '@/shared/moderation/moderationReason.ts';

// Reasons are trimmed and bounded again by the services, which answer with localized messages.
const reason = z.string().max(MODERATION_REASON_MAX * 4);

export const adminBanSchema = z.object({ duration: z.enum(BAN_DURATIONS), reason });
export const adminUnbanSchema = z.object({ reason: reason.optional() });
export const adminRoleSchema = z.object({ role: z.enum(['admin', 'moderator', 'user']) });
export const adminDeleteSchema = z.object({ reason });

export interface PasswordResetResult {
  password: string;
}
