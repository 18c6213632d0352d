import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { assertConversationsEnabled } from '@/server/conversations/conversationAccess.ts';
import { leaveConversation } from '@/server/conversations/leaveConversation.ts';
import { conversationIdSchema } from '@/shared/conversations/conversationSchemas.ts';

/** POST /api/conversation/leave {conversationId}. */
export const POST = apiRoute(
  { summary: m.api_post_conversation_leave, permission: 'member', body: conversationIdSchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    assertConversationsEnabled(locals.config);
    const input = await parsed.body();
    await leaveConversation(user.id, input.conversationId);
    return ok(null);
  },
);
