import { apiRequest } from '@/shared/api/apiClient.ts';
import type { MentionSuggestion } from '@/shared/mentions/mentionSuggestSchema.ts';

const answered = new Map<string, MentionSuggestion[]>();

/**
 * The members a prefix suggests (in a conversation, the server offers only its other members); each
 * prefix is asked once per page and conversation (the list changes slowly).
 */
export async function fetchMentionSuggestions(
  prefix: string,
  conversationId?: number,
): Promise<MentionSuggestion[]> {
  const key = `${conversationId ?? ''}:${prefix.toLowerCase()}`;
  const known = answered.get(key);
  if (known) return known;
  const query = new URLSearchParams({ q: prefix });
  if (conversationId !== undefined) query.set('conversationId', String(conversationId));
  const found = await apiRequest<MentionSuggestion[]>(`/api/user/mention_suggest?${query}`);
  answered.set(key, found);
  return found;
}

/** How long typing must pause before a prefix is looked up. */
export const MENTION_LOOKUP_DELAY_MS = 120;
