import { z } from 'zod';
import { m } from '@/paraglide/messages.js';
import { isUploadUrl } from '@/shared/upload/uploadUrl.ts';
import { normalizeCommentText } from '@/shared/comments/normalizeCommentText.ts';
import { OFFERED_REACTIONS } from '@/shared/reactions/reactionEmoji.ts';
import { MESSAGE_MAX_IMAGES, MESSAGE_MAX_LENGTH, MESSAGE_MEMBERS_HARD_MAX } from './conversationLimits.ts';

const id = z.coerce.number().int().positive();

/** `?to=` of the new-conversation page (a profile's Message button). */
export const newConversationToSchema = id;

/** A message's text and images: the comment box's plain text rules (decision 036). */
const messageBodySchema = z.object({
  content: z
    .string({ error: () => m.conversations_content_required() })
    .transform(normalizeCommentText)
    .pipe(
      z
        .string()
        .min(1, { error: () => m.conversations_content_required() })
        .max(MESSAGE_MAX_LENGTH, {
          error: () => m.conversations_content_too_long({ max: String(MESSAGE_MAX_LENGTH) }),
        }),
    ),
  images: z
    .array(z.string().refine(isUploadUrl, { error: () => m.conversations_image_invalid() }))
    .max(MESSAGE_MAX_IMAGES, {
      error: () => m.conversations_too_many_images({ limit: String(MESSAGE_MAX_IMAGES) }),
    })
    .optional()
    .default([]),
});
export type MessageBody = z.output<typeof messageBodySchema>;

/** POST /api/conversation/start: the others (the owner's maxMembers is checked by the service). */
export const startConversationSchema = messageBodySchema.extend({
  memberIds: z
    .array(id)
    .min(1, { error: () => m.conversations_members_required() })
    .max(MESSAGE_MEMBERS_HARD_MAX, {
      error: () => m.conversations_too_many_members({ limit: String(MESSAGE_MEMBERS_HARD_MAX) }),
    }),
});
export type StartConversationData = z.output<typeof startConversationSchema>;

/** POST /api/conversation/send */
export const sendMessageSchema = messageBodySchema.extend({ conversationId: id });
export type SendMessageData = z.output<typeof sendMessageSchema>;

/** POST /api/conversation/leave, /api/conversation/read */
export const conversationIdSchema = z.object({ conversationId: id });

/** GET /api/conversation/messages: older messages (before) or newer ones (after). */
export const messagesQuerySchema = z.object({
  conversationId: id,
  before: z.coerce.number().int().nonnegative().optional(),
  after: z.coerce.number().int().nonnegative().optional(),
});

/** GET /api/conversation/list */
export const conversationListQuerySchema = z.object({ cursor: z.string().optional() });

/** GET /api/conversation/members?q= : suggestions for the new-conversation form. */
export const memberSuggestQuerySchema = z.object({ q: z.string().trim().min(1).max(40) });

/** POST /api/admin/review/message: approve or reject a held message (a rejection says why). */
export const heldMessageDecisionSchema = z
  .object({
    id: z.number().int().positive(),
    decision: z.enum(['approve', 'reject']),
    reason: z.string().trim().max(500),
  })
  .refine((value) => value.decision === 'approve' || value.reason !== '', { path: ['reason'] });

/** POST /api/conversation/react: `reaction` an enabled emoji, '' the plain like, null to take it off. */
export const messageReactSchema = z.object({
  messageId: id,
  reaction: z.union([z.literal(''), z.enum(OFFERED_REACTIONS), z.null()]),
});
