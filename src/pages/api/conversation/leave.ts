import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { assertConversationsEnabled } from '@/server/conversations/conversationAccess.ts';
import { leaveConversation } from '@/server/conversations/leaveConversation.ts';
import { conversationIdSchema } from '@/shared/conversations/conversationSchemas.ts';

/** POST /api/conversation/leave {conversationId}. */
export const POST = apiRoute(async ({ request, locals }) => {
  const user = requireUser(locals);
  assertConversationsEnabled(locals.config);
  const input = await parseBody(request, conversationIdSchema);
  await leaveConversation(user.id, input.conversationId);
  return ok(null);
});
