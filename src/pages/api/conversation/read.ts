import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { assertConversationsEnabled } from '@/server/conversations/conversationAccess.ts';
import { markConversationRead } from '@/server/conversations/markConversationRead.ts';
import { conversationIdSchema } from '@/shared/conversations/conversationSchemas.ts';

/** POST /api/conversation/read {conversationId}: everything in it so far is read. */
export const POST = apiRoute(
  { summary: m.api_post_conversation_read, permission: 'member', body: conversationIdSchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    assertConversationsEnabled(locals.config);
    const input = await parsed.body();
    await markConversationRead(user.id, input.conversationId);
    return ok(null);
  },
);
