import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { assertConversationsEnabled } from '@/server/conversations/conversationAccess.ts';
import { readThreadPage, type MessagePage } from '@/server/conversations/conversationThread.queries.ts';
import { messagesQuerySchema } from '@/shared/conversations/conversationSchemas.ts';

/** GET /api/conversation/messages?conversationId=&before=|after= : a page of the thread, oldest first. */
export const GET = apiRoute(
  { summary: m.api_get_conversation_messages, permission: 'member', query: messagesQuerySchema },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    assertConversationsEnabled(locals.config);
    const query = parsed.query();
    const page = await readThreadPage(query.conversationId, user.id, {
      before: query.before,
      after: query.after,
    });
    return ok<MessagePage>(page);
  },
);
