import { apiRoute, parseBody } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { sendMessage, type SentMessage } from '@/server/conversations/sendMessage.ts';
import { sendMessageSchema } from '@/shared/conversations/conversationSchemas.ts';

/** POST /api/conversation/send {conversationId, content, images} → {id, conversationId, pending}. */
export const POST = apiRoute(async (context) => {
  requireUser(context.locals);
  const input = await parseBody(context.request, sendMessageSchema);
  return ok<SentMessage>(await sendMessage(requestActor(context), input));
});
