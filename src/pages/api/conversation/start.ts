import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { startConversation } from '@/server/conversations/startConversation.ts';
import type { SentMessage } from '@/server/conversations/sendMessage.ts';
import { startConversationSchema } from '@/shared/conversations/conversationSchemas.ts';

/** POST /api/conversation/start {memberIds, content, images} → {id, conversationId, pending}. */
export const POST = apiRoute(async (context) => {
  requireUser(context.locals);
  const input = await parseBody(context.request, startConversationSchema);
  return ok<SentMessage>(await startConversation(requestActor(context), input));
});
