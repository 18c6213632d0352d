import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { assertConversationsEnabled } from '@/server/conversations/conversationAccess.ts';
import { listConversations } from '@/server/conversations/conversationList.queries.ts';
import { conversationListQuerySchema } from '@/shared/conversations/conversationSchemas.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { ConversationSummary } from '@/shared/conversations/conversationView.ts';

/** GET /api/conversation/list?cursor= : the member's conversations, latest activity first. */
export const GET = apiRoute(
  { summary: m.api_get_conversation_list, permission: 'member', query: conversationListQuerySchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    assertConversationsEnabled(locals.config);
    const query = parsed.query();
    return ok<CursorPage<ConversationSummary>>(await listConversations(user.id, query.cursor));
  },
);
