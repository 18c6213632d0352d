import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { assertConversationsEnabled } from '@/server/conversations/conversationAccess.ts';
import { suggestMembers } from '@/server/conversations/memberSuggestions.ts';
import { memberSuggestQuerySchema } from '@/shared/conversations/conversationSchemas.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';

/** GET /api/conversation/members?q= : members to write to, by username or nickname prefix. */
export const GET = apiRoute(
  { summary: m.api_get_conversation_members, permission: 'member', query: memberSuggestQuerySchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    assertConversationsEnabled(locals.config);
    const query = parsed.query();
    return ok<PublicAuthor[]>(await suggestMembers(user.id, query.q));
  },
);
