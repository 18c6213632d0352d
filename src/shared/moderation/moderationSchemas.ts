import { z } from 'zod';
import { BAN_DURATIONS } from '@/shared/users/ban.ts';
import { MODERATION_REASON_MAX } from './moderationReason.ts';

const entityId = z.coerce.number().int().positive();

/** The reason is checked again by the service, which answers with the localized message. */
const reason = z.string().max(MODERATION_REASON_MAX * 4);

export const moderationDeleteSchema = z.object({ id: entityId, reason });
export const momentFlagSchema = z.object({
  id: entityId,
  on: z.boolean(),
  reason: reason.optional(),
});
export const banSchema = z.object({
  userId: entityId,
  duration: z.enum(BAN_DURATIONS),
  reason,
});
export const unbanSchema = z.object({ userId: entityId, reason: reason.optional() });

/** GET /api/moderation/target?kind=moment&id=1 — what a staff member's manage menu acts on. */
export const moderationTargetQuerySchema = z.object({
  kind: z.enum(['moment', 'article', 'user']),
  id: entityId,
});
