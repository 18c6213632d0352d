import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { conversationMembers, conversationMessages, conversations } from '../db/schema/index.ts';
import { authorsByIds, missingAuthor } from '../users/authorsByIds.ts';
import { decodeCursor, toCursorPage } from '../pagination/cursor.ts';
import { CONVERSATION_PAGE_SIZE } from '@/shared/conversations/conversationLimits.ts';
import type { ConversationSummary } from '@/shared/conversations/conversationView.ts';
import type { CursorPage } from '@/shared/api/envelope.ts';
import { truncateText } from '@/shared/text/truncateText.ts';

const PREVIEW_LENGTH = 80;

const previewOf = (text: string) =>
  truncateText(text.replace(/\s+/g, ' ').trim(), { unit: 'graphemes', max: PREVIEW_LENGTH }, '…');

/** A page of the member's conversations, latest activity first (conversation_members_list_idx). */
export async function listConversationPage(
  userId: number,
  cursor: string | null | undefined,
  db: Database = getDb(),
  limit = CONVERSATION_PAGE_SIZE,
) {
  const after = decodeCursor(cursor);
  const mine = and(eq(conversationMembers.userId, userId), eq(conversationMembers.active, true));
  const rows = await db
    .select({
      conversationId: conversationMembers.conversationId,
      activityAt: conversationMembers.activityAt,
      unreadCount: conversationMembers.unreadCount,
    })
    .from(conversationMembers)
    .where(
      after
        ? and(
            mine,
            or(
              lt(conversationMembers.activityAt, new Date(after.k)),
              and(
                eq(conversationMembers.activityAt, new Date(after.k)),
                lt(conversationMembers.conversationId, after.id),
              ),
            ),
          )
        : mine,
    )
    .orderBy(desc(conversationMembers.activityAt), desc(conversationMembers.conversationId))
    .limit(limit + 1);
  return toCursorPage(rows, limit, (row) => ({ k: row.activityAt.getTime(), id: row.conversationId }));
}

/** The list with the other members' faces and each conversation's last message. */
export async function listConversations(
  userId: number,
  cursor: string | null | undefined,
  db: Database = getDb(),
): Promise<CursorPage<ConversationSummary>> {
  const page = await listConversationPage(userId, cursor, db);
  const ids = page.results.map((row) => row.conversationId);
  if (ids.length === 0) return { ...page, results: [] };
  const [memberRows, lastRows] = await Promise.all([
    db
      .select({ conversationId: conversationMembers.conversationId, userId: conversationMembers.userId })
      .from(conversationMembers)
      .where(and(inArray(conversationMembers.conversationId, ids), eq(conversationMembers.active, true))),
    db
      .select({
        conversationId: conversationMessages.conversationId,
        senderId: conversationMessages.senderId,
        content: conversationMessages.content,
        createdAt: conversationMessages.createdAt,
      })
      .from(conversations)
      .innerJoin(conversationMessages, eq(conversationMessages.id, conversations.lastMessageId))
      .where(inArray(conversations.id, ids)),
  ]);
  const authors = await authorsByIds(
    memberRows.map((row) => row.userId),
    db,
  );
  return {
    ...page,
    results: page.results.map((row) => {
      const last = lastRows.find((candidate) => candidate.conversationId === row.conversationId);
      return {
        id: row.conversationId,
        others: memberRows
          .filter((member) => member.conversationId === row.conversationId && member.userId !== userId)
          .map((member) => authors.get(member.userId) ?? missingAuthor(member.userId)),
        lastMessage: last
          ? {
              senderId: last.senderId,
              preview: previewOf(last.content),
              createdAt: last.createdAt.toISOString(),
            }
          : null,
        activityAt: row.activityAt.toISOString(),
        unreadCount: row.unreadCount,
      };
    }),
  };
}
