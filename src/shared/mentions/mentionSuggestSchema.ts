import { z } from 'zod';
import type { AvatarUser } from '@/shared/format/avatar.ts';

/** GET /api/user/mention_suggest?q=: what follows the `@` typed so far (no spaces). */
export const mentionSuggestQuerySchema = z.object({
  q: z.string().trim().min(1).max(32).regex(/^\S+$/u),
});

/** One member the autocomplete offers. */
export interface MentionSuggestion extends AvatarUser {
  id: number;
  username: string | null;
  nickname: string;
  avatar: string;
  smallAvatar: string;
}
