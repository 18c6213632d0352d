import { ErrorCode } from '@/shared/api/envelope.ts';
import { m } from '@/paraglide/messages.js';
import { apiRoute } from '@/server/http/apiRoute.ts';
import { ok } from '@/server/http/respond.ts';
import { requireUser } from '@/server/auth/requireUser.ts';
import { assertConversationsEnabled } from '@/server/conversations/conversationAccess.ts';
import { reactToMessage } from '@/server/conversations/reactToMessage.ts';
import { enforceReactionRateLimit } from '@/server/reactions/reactionRateLimit.ts';
import { messageReactSchema } from '@/shared/conversations/conversationSchemas.ts';
import type { MessageReaction } from '@/shared/conversations/conversationView.ts';

/** POST /api/conversation/react {messageId, reaction}: a member's like of a message; the message's likes after it. */
export const POST = apiRoute(
  {
    summary: m.api_post_conversation_react,
    permission: 'member',
    body: messageReactSchema,
    errors: [ErrorCode.notFound],
  },
  async ({ locals }, parsed) => {
    const user = requireUser(locals);
    assertConversationsEnabled(locals.config);
    const input = await parsed.body();
    await enforceReactionRateLimit(user.id);
    const reactions = await reactToMessage(user.id, input.messageId, input.reaction, locals.config.reactions);
    return ok<{ reactions: MessageReaction[] }>({ reactions });
  },
);
