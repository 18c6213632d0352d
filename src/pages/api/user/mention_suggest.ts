import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { enforceRateLimit } from '@/server/rateLimit/enforceRateLimit.ts';
import type { RateLimitRule } from '@/server/rateLimit/fixedWindow.ts';
import { suggestMentions } from '@/server/mentions/mentionSuggestions.queries.ts';
import { mentionSuggestQuerySchema, type MentionSuggestion } from '@/shared/mentions/mentionSuggestSchema.ts';

/** The editors ask after a pause in typing; a person never asks this often, a member list scraper does. */
const SUGGEST_USER_LIMIT: RateLimitRule = { limit: 120, windowMs: 60_000 };

/** GET /api/user/mention_suggest?q=prefix → up to 8 members to @mention (signed-in members only). */
export const GET = apiRoute(async ({ url, locals }) => {
  const user = requireUser(locals);
  const { q } = mentionSuggestQuerySchema.parse(Object.fromEntries(url.searchParams));
  await enforceRateLimit(`mention:suggest:${user.id}`, SUGGEST_USER_LIMIT);
  return ok<MentionSuggestion[]>(await suggestMentions(q));
});
