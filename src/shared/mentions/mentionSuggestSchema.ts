import { z } from 'zod';
import type { AvatarUser } from '@/shared/format/avatar.ts';

/**
 * GET /api/user/mention_suggest?q=&conversationId=: what follows the `@` typed so far (no spaces),
 * and in a conversation its id (only its other members are offered, and only to a member of it).
 */
export const mentionSuggestQuerySchema = z.object({
  q: z.string().trim().min(1).max(32).regex(/^\S+$/u),
  conversationId: z.coerce.number().int().positive().optional(),
});

/** One member the autocomplete offers. */
export interface MentionSuggestion extends AvatarUser {
  id: number;
  username: string | null;
  nickname: string;
  avatar: string;
  smallAvatar: string;
}
