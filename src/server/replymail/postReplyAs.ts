import { and, eq } from 'drizzle-orm';
import { ZodError } from 'zod';
import type { Database } from '../db/client.ts';
import { comments } from '../db/schema/index.ts';
import { newActor } from '../actor/actor.ts';
import { ApiError } from '../http/ApiError.ts';
import { postComment } from '../comments/postComment.ts';
import { sendMessage } from '../conversations/sendMessage.ts';
import { loadSiteConfig } from '../site/siteConfig.queries.ts';
import { commentChangedOn } from '../pageCache/pageInvalidation.ts';
import { logger } from '../log/logger.ts';
import type { CurrentUser } from '@/shared/users/currentUser.ts';
import { EntityType } from '@/shared/content/entityType.ts';
import { createCommentSchema } from '@/shared/comments/commentSchemas.ts';
import { sendMessageSchema } from '@/shared/conversations/conversationSchemas.ts';
import { InboundRefused, type InboundRefusal } from './inboundReason.ts';
import type { ReplyTarget } from './replyTarget.ts';

type CommentReply = Extract<ReplyTarget, { type: 'comment' }>;

/** The answer to a comment: a reply under its thread, quoting it when it is itself a reply. */
async function placementOf(target: CommentReply, db: Database) {
  const [row] = await db
    .select({ id: comments.id, parentId: comments.parentId })
    .from(comments)
    .where(
      and(
        eq(comments.id, target.commentId),
        eq(comments.entityType, EntityType[target.kind]),
        eq(comments.entityId, target.entityId),
      ),
    );
  if (!row) throw new InboundRefused('item-gone');
  return row.parentId === 0
    ? { parentId: row.id, replyToId: 0 }
    : { parentId: row.parentId, replyToId: row.id };
}

function refusalOf(status: number): InboundRefusal {
  if (status === 404 || status === 409) return 'item-gone';
  if (status === 429) return 'rate-limited';
  if (status === 401 || status === 403) return 'not-allowed';
  return 'invalid';
}

/**
 * Posts the reply as the member, through the same commands (and so the same posting gate: ban,
 * trust limits, rate limits, forbidden words, content checks) as the comment box and the
 * conversation page. A mail comes from no address of the member's: the per-address limit is skipped.
 */
export async function postReplyAs(
  member: CurrentUser,
  target: ReplyTarget,
  text: string,
  db: Database,
): Promise<void> {
  const actor = newActor(member, await loadSiteConfig(db), '');
  try {
    if (target.type === 'conversation') {
      const input = sendMessageSchema.parse({ conversationId: target.conversationId, content: text });
      await sendMessage(actor, input, db);
      return;
    }
    const placement = await placementOf(target, db);
    const input = createCommentSchema.parse({
      entityType: target.kind,
      entityId: target.entityId,
      content: text,
      ...placement,
    });
    await postComment(actor, input, db);
  } catch (error) {
    if (error instanceof ApiError) throw new InboundRefused(refusalOf(error.status));
    if (error instanceof ZodError) throw new InboundRefused('invalid');
    throw error;
  }
  // Posted: a failure to empty the caches must not have the mail retried and posted twice.
  await commentChangedOn(target.kind, target.entityId).catch((error: unknown) =>
    logger.warn({ err: error }, 'pages of a reply mail’s comment not emptied'),
  );
}
