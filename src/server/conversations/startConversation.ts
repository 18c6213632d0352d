import { and, eq, inArray } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { conversationMembers, conversations, users } from '../db/schema/index.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { ApiError } from '../http/ApiError.ts';
import { passPostingGate } from '../posting/postingGate.ts';
import type { Actor } from '../actor/actor.ts';
import { assertConversationsEnabled } from './conversationAccess.ts';
import { assertNotBlockedBy, postConversationMessage, type SentMessage } from './sendMessage.ts';
import { messagePublished } from './messagePublished.ts';
import { newTextPostCounts } from '../content/newTextPostCounts.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { UserStatus } from '@/shared/users/userStatus.ts';
import type { StartConversationData } from '@/shared/conversations/conversationSchemas.ts';
import { m } from '@/paraglide/messages.js';

/** The others, once each, without the sender; refused past the owner's limit. */
function othersOf(memberIds: readonly number[], senderId: number, maxMembers: number): number[] {
  const others = [...new Set(memberIds)].filter((id) => id !== senderId);
  if (others.length === 0)
    throw new ApiError(400, m.conversations_members_required(), ErrorCode.validation, 'memberIds');
  if (others.length > maxMembers) {
    throw new ApiError(
      400,
      m.conversations_too_many_members({ limit: String(maxMembers) }),
      ErrorCode.validation,
      'memberIds',
    );
  }
  return others;
}

/**
 * POST /api/conversation/start: a new conversation with 1..maxMembers others and its first message,
 * in one transaction. Refused when any of them has blocked the sender or does not exist.
 */
export async function startConversation(
  actor: Actor,
  input: StartConversationData,
  db: Database = getDb(),
): Promise<SentMessage> {
  assertConversationsEnabled(actor.config);
  const senderId = actor.member?.id ?? 0;
  const others = othersOf(input.memberIds, senderId, actor.config.conversations.maxMembers);
  const { mentioned, counts } = await newTextPostCounts(actor.config, input, db);
  // The others are the recipients whom the trust level's allowance of strangers counts (decision 057).
  const { member, heldBy } = await passPostingGate(
    actor,
    { kind: 'message', isNew: true, text: input.content, counts, recipients: others },
    db,
  );
  const result = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const found = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, others), eq(users.status, UserStatus.active)));
      if (found.length !== others.length) {
        throw new ApiError(404, m.conversations_member_missing(), ErrorCode.notFound, 'memberIds');
      }
      await assertNotBlockedBy(tx, member.id, others);
      const now = new Date();
      const [created] = await tx.insert(conversations).values({ creatorId: member.id }).$returningId();
      if (!created) throw new Error('The conversation insert returned no id');
      await tx.insert(conversationMembers).values(
        [member.id, ...others].map((userId) => ({
          conversationId: created.id,
          userId,
          activityAt: now,
        })),
      );
      const posted = await postConversationMessage(
        tx,
        { conversationId: created.id, senderId: member.id, body: input, heldBy },
        mentioned,
        now,
      );
      return { conversationId: created.id, ...posted };
    }),
  );
  if (!result.message.pending) await messagePublished(result.published, db);
  return { id: result.message.id, conversationId: result.conversationId, pending: result.message.pending };
}
