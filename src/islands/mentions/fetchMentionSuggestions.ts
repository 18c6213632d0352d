import { apiRequest } from '@/shared/api/apiClient.ts';
import type { MentionSuggestion } from '@/shared/mentions/mentionSuggestSchema.ts';

const answered = new Map<string, MentionSuggestion[]>();

/** The members a prefix suggests; each prefix is asked once per page (the list changes slowly). */
export async function fetchMentionSuggestions(prefix: string): Promise<MentionSuggestion[]> {
  const key = prefix.toLowerCase();
  const known = answered.get(key);
  if (known) return known;
  const found = await apiRequest<MentionSuggestion[]>(
    `/api/user/mention_suggest?q=${encodeURIComponent(prefix)}`,
  );
  answered.set(key, found);
  return found;
}

/** How long typing must pause before a prefix is looked up. */
export const MENTION_LOOKUP_DELAY_MS = 120;
