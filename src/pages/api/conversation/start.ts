import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { requestActor } from '@/server/actor/requestActor.ts';
import { startConversation } from '@/server/conversations/startConversation.ts';
import type { SentMessage } from '@/server/conversations/sendMessage.ts';
import { startConversationSchema } from '@/shared/conversations/conversationSchemas.ts';

/** POST /api/conversation/start {memberIds, content, images} → {id, conversationId, pending}. */
export const POST = apiRoute(
  { summary: m.api_post_conversation_start, permission: 'member', body: startConversationSchema },
  async (context, parsed) => {
    requireUser(context.locals);
    const input = await parsed.body();
    return ok<SentMessage>(await startConversation(requestActor(context), input));
  },
);
