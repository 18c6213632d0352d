import { and, asc, eq, gt } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { conversationMessages } from '../db/schema/index.ts';
import { withDeadlockRetry } from '../db/withDeadlockRetry.ts';
import { affectedRows } from '../db/affectedRows.ts';
import { ApiError } from '../http/ApiError.ts';
import { requirePermission } from '../auth/requirePermission.ts';
import { recordModeration } from '../admincontent/moderatorAudit.ts';
import { heldWordsOf } from '../forbiddenWords/reviewHolds.ts';
import { authorsByIds, missingAuthor } from '../users/authorsByIds.ts';
import { decodeCursor, toCursorPage } from '../pagination/cursor.ts';
import type { ModeratorAction } from '../admincontent/moderateContent.ts';
import { lockConversation } from './conversationAccess.ts';
import { publishMessage } from './publishMessage.ts';
import { messagePublished } from './messagePublished.ts';
import { notifyApprovedMessageMentions } from './conversationMentions.ts';
import { loadSiteConfig } from '../site/siteConfig.queries.ts';
import { ErrorCode } from '@/shared/api/envelope.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import type { PublicAuthor } from '@/shared/users/publicAuthor.ts';
import { m } from '@/paraglide/messages.js';

export const HELD_PAGE = 20;

export interface HeldMessage {
  id: number;
  conversationId: number;
  sender: PublicAuthor;
  content: string;
  createdAt: Date;
  heldBy: string[];
}

/**
 * Conversation messages held by forbidden words, oldest first, on conversation_messages_status_idx.
 * Reviewers see the held message itself, as they do a held moment: nothing else of the conversation.
 */
export async function listHeldMessages(
  cursor: string | null | undefined,
  db: Database = getDb(),
): Promise<CursorPage<HeldMessage>> {
  const after = decodeCursor(cursor)?.id ?? 0;
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.status, ContentStatus.pending), gt(conversationMessages.id, after)))
    .orderBy(asc(conversationMessages.id))
    .limit(HELD_PAGE + 1);
  const page = toCursorPage(rows, HELD_PAGE, (row) => ({ k: row.id, id: row.id }));
  const ids = page.results.map((row) => row.id);
  const [senders, heldBy] = await Promise.all([
    authorsByIds(
      page.results.map((row) => row.senderId),
      db,
    ),
    heldWordsOf('message', ids, db),
  ]);
  return {
    ...page,
    results: page.results.map((row) => ({
      id: row.id,
      conversationId: row.conversationId,
      sender: senders.get(row.senderId) ?? missingAuthor(row.senderId),
      content: row.content,
      createdAt: row.createdAt,
      heldBy: heldBy.get(row.id) ?? [],
    })),
  };
}

/**
 * Approves a held message (it reaches the others now: unread counts, live push, e-mail notice) or
 * rejects it (deleted; its sender no longer sees it). One transaction under the conversation's lock.
 */
export async function decideHeldMessage(
  id: number,
  decision: 'approve' | 'reject',
  action: ModeratorAction,
  db: Database = getDb(),
): Promise<void> {
  requirePermission(action.actor, 'content.review');
  const gone = () => new ApiError(404, m.admincontent_review_gone(), ErrorCode.notFound);
  const { mentions } = await loadSiteConfig(db);
  const published = await withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const [held] = await tx.select().from(conversationMessages).where(eq(conversationMessages.id, id));
      if (!held) throw gone();
      await lockConversation(tx, held.conversationId);
      const moved = await tx
        .update(conversationMessages)
        .set({ status: decision === 'approve' ? ContentStatus.published : ContentStatus.deleted })
        .where(and(eq(conversationMessages.id, id), eq(conversationMessages.status, ContentStatus.pending)));
      if (affectedRows(moved) === 0) throw gone();
      await recordModeration(tx, action, 'message', id, decision);
      if (decision === 'reject') return undefined;
      const { recipients } = await publishMessage(tx, {
        id,
        conversationId: held.conversationId,
        senderId: held.senderId,
      });
      // Held, it notified nobody; approved, its mentions notify once (mention_notices' key).
      const notices = await notifyApprovedMessageMentions(tx, id, mentions.maxPerItem);
      return { id, recipients, notices };
    }),
  );
  if (published) await messagePublished(published, db);
}
