import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { sendMessage, type SentMessage } from '@/server/conversations/sendMessage.ts';
import { sendMessageSchema } from '@/shared/conversations/conversationSchemas.ts';

/** POST /api/conversation/send {conversationId, content, images} → {id, conversationId, pending}. */
export const POST = apiRoute(
  { summary: m.api_post_conversation_send, permission: 'member', body: sendMessageSchema },
  async (context, parsed) => {
    requireUser(context.locals);
    const input = await parsed.body();
    return ok<SentMessage>(await sendMessage(requestActor(context), input));
  },
);
