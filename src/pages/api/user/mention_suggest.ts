import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { enforceRateLimit } from '@/server/rateLimit/enforceRateLimit.ts';
import type { RateLimitRule } from '@/server/rateLimit/fixedWindow.ts';
import { assertConversationsEnabled } from '@/server/conversations/conversationAccess.ts';
import { suggestConversationMentions } from '@/server/conversations/conversationMentionSuggestions.ts';
import { suggestMentions } from '@/server/mentions/mentionSuggestions.queries.ts';
import { mentionSuggestQuerySchema, type MentionSuggestion } from '@/shared/mentions/mentionSuggestSchema.ts';

/** The editors ask after a pause in typing; a person never asks this often, a member list scraper does. */
const SUGGEST_USER_LIMIT: RateLimitRule = { limit: 120, windowMs: 60_000 };

/**
 * GET /api/user/mention_suggest?q=prefix[&conversationId=] → up to 8 members to @mention (signed-in
 * members only); with a conversation, only its other members, and a 404 for anyone not in it.
 */
export const GET = apiRoute(
  { summary: m.api_get_user_mention_suggest, permission: 'member', query: mentionSuggestQuerySchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    const { q, conversationId } = parsed.query();
    await enforceRateLimit(`mention:suggest:${user.id}`, SUGGEST_USER_LIMIT);
    if (conversationId === undefined) return ok<MentionSuggestion[]>(await suggestMentions(q));
    assertConversationsEnabled(locals.config);
    return ok<MentionSuggestion[]>(await suggestConversationMentions(conversationId, user.id, q));
  },
);
