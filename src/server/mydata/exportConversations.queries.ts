import { and, asc, eq, inArray, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { conversationMembers, conversationMessages, conversations } from '../db/schema/index.ts';
import { imageList, nicknamesOf } from './exportContent.queries.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import type { ExportFileData } from '@/shared/mydata/exportArchiveSchemas.ts';

/**
 * The conversations the member took part in, each with the messages they could read there: the
 * published ones (and their own held for review), up to the moment they left. Other members appear
 * by id and nickname only.
 */
export async function exportConversations(
  db: Database,
  userId: number,
): Promise<ExportFileData<'conversations.json'>> {
  const memberships = await db
    .select()
    .from(conversationMembers)
    .where(eq(conversationMembers.userId, userId))
    .orderBy(asc(conversationMembers.conversationId));
  if (memberships.length === 0) return [];
  const ids = memberships.map((row) => row.conversationId);
  const [threads, everyone] = await Promise.all([
    db.select().from(conversations).where(inArray(conversations.id, ids)),
    db
      .select({ conversationId: conversationMembers.conversationId, userId: conversationMembers.userId })
      .from(conversationMembers)
      .where(inArray(conversationMembers.conversationId, ids)),
  ]);
  const names = await nicknamesOf(db, [...new Set(everyone.map((row) => row.userId))]);
  const result: ExportFileData<'conversations.json'> = [];
  for (const membership of memberships) {
    const thread = threads.find((row) => row.id === membership.conversationId);
    if (!thread) continue;
    const visible = or(
      eq(conversationMessages.status, ContentStatus.published),
      and(eq(conversationMessages.status, ContentStatus.pending), eq(conversationMessages.senderId, userId)),
    );
    const rows = await db
      .select()
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, thread.id),
          visible,
          membership.leftAt ? lte(conversationMessages.createdAt, membership.leftAt) : undefined,
        ),
      )
      .orderBy(asc(conversationMessages.id));
    result.push({
      id: thread.id,
      creatorId: thread.creatorId,
      joinedAt: membership.joinedAt.toISOString(),
      leftAt: membership.leftAt ? membership.leftAt.toISOString() : null,
      members: everyone
        .filter((row) => row.conversationId === thread.id)
        .map((row) => ({ id: row.userId, nickname: names.get(row.userId) ?? '' })),
      messages: rows.map((row) => ({
        id: row.id,
        senderId: row.senderId,
        content: row.content,
        images: imageList(row.images),
        createdAt: row.createdAt.toISOString(),
      })),
    });
  }
  return result;
}
