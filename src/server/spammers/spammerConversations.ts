import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { conversationMembers, conversationMessages, conversations } from '../db/schema/index.ts';
import type { Database } from '../db/client.ts';
import type { Transaction } from '../entities/entityTarget.ts';
import type { ClosedMembership, RemovedItem, SpammerRecord } from './spammerRecord.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';

const SHOWN = [ContentStatus.published, ContentStatus.pending];

export interface RemovedConversations {
  messages: RemovedItem[];
  conversations: SpammerRecord['conversations'];
  /** Members whose conversation list or unread totals changed: their pages are told. */
  touchedUserIds: number[];
}

/** The conversations the member is or was in (conversation_members_list_idx), each with its creator. */
async function conversationsOf(tx: Database | Transaction, userId: number) {
  return tx
    .select({ id: conversations.id, creatorId: conversations.creatorId })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(eq(conversationMembers.userId, userId))
    .orderBy(asc(conversations.id));
}

/** Locks the conversations in id order: sends and reads of each wait until the removal is done. */
async function lockConversations(tx: Transaction, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(inArray(conversations.id, [...ids]))
    .orderBy(asc(conversations.id))
    .for('update');
}

/** Each conversation's last message is its newest published one again (the list's preview). */
async function resetLastMessages(tx: Transaction, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(conversations)
    .set({
      lastMessageId: sql`COALESCE((SELECT MAX(x.id) FROM ${conversationMessages} x
        WHERE x.conversation_id = ${conversations.id} AND x.status = ${ContentStatus.published}), 0)`,
    })
    .where(inArray(conversations.id, [...ids]));
}

/**
 * Moves the other active members' unread counts by `sign` times the given published messages they
 * had not read (newer than their read mark), never below 0.
 */
async function moveUnread(
  tx: Transaction,
  conversationIds: readonly number[],
  messageIds: readonly number[],
  senderId: number,
  sign: 1 | -1,
): Promise<void> {
  if (conversationIds.length === 0 || messageIds.length === 0) return;
  const unseen = sql`(SELECT COUNT(*) FROM ${conversationMessages} x
    WHERE x.conversation_id = ${conversationMembers.conversationId}
      AND x.id IN (${sql.join(
        messageIds.map((id) => sql`${id}`),
        sql`, `,
      )})
      AND x.id > ${conversationMembers.lastReadMessageId})`;
  await tx
    .update(conversationMembers)
    .set({
      unreadCount: sql`GREATEST(CAST(${conversationMembers.unreadCount} AS SIGNED) + ${sign} * ${unseen}, 0)`,
    })
    .where(
      and(
        inArray(conversationMembers.conversationId, [...conversationIds]),
        eq(conversationMembers.active, true),
        ne(conversationMembers.userId, senderId),
      ),
    );
}

async function membersOf(tx: Transaction, conversationIds: readonly number[]) {
  if (conversationIds.length === 0) return [];
  return tx
    .select()
    .from(conversationMembers)
    .where(inArray(conversationMembers.conversationId, [...conversationIds]));
}

/** How many conversations the member started and messages they sent that are still shown. */
export async function countConversationsOf(
  tx: Database | Transaction,
  userId: number,
): Promise<{ messages: number; conversations: number }> {
  const theirs = await conversationsOf(tx, userId);
  if (theirs.length === 0) return { messages: 0, conversations: 0 };
  const [row] = await tx
    .select({ n: sql<number>`COUNT(*)` })
    .from(conversationMessages)
    .where(
      and(
        inArray(
          conversationMessages.conversationId,
          theirs.map((row) => row.id),
        ),
        eq(conversationMessages.senderId, userId),
        inArray(conversationMessages.status, SHOWN),
      ),
    );
  return {
    messages: Number(row?.n ?? 0),
    conversations: theirs.filter((row) => row.creatorId === userId).length,
  };
}

/**
 * Deletes the member's messages and closes every membership of the conversations they started
 * (leaving is how a conversation already leaves a member's reach). In the others' conversations the
 * last message and each member's unread count drop what the removed messages added.
 */
export async function removeConversations(tx: Transaction, userId: number): Promise<RemovedConversations> {
  const theirs = await conversationsOf(tx, userId);
  const allIds = theirs.map((row) => row.id);
  await lockConversations(tx, allIds);
  const startedIds = theirs.filter((row) => row.creatorId === userId).map((row) => row.id);
  const sent =
    allIds.length === 0
      ? []
      : await tx
          .select({
            id: conversationMessages.id,
            status: conversationMessages.status,
            conversationId: conversationMessages.conversationId,
          })
          .from(conversationMessages)
          .where(
            and(
              inArray(conversationMessages.conversationId, allIds),
              eq(conversationMessages.senderId, userId),
              inArray(conversationMessages.status, SHOWN),
            ),
          )
          .orderBy(asc(conversationMessages.id));
  if (sent.length > 0) {
    await tx
      .update(conversationMessages)
      .set({ status: ContentStatus.deleted })
      .where(
        inArray(
          conversationMessages.id,
          sent.map((row) => row.id),
        ),
      );
  }
  const before = await membersOf(tx, startedIds);
  if (startedIds.length > 0) {
    await tx
      .update(conversationMembers)
      .set({ active: false, unreadCount: 0, leftAt: new Date() })
      .where(
        and(inArray(conversationMembers.conversationId, startedIds), eq(conversationMembers.active, true)),
      );
  }
  const elsewhere = sent.filter((row) => !startedIds.includes(row.conversationId));
  const elsewhereIds = [...new Set(elsewhere.map((row) => row.conversationId))];
  await resetLastMessages(tx, elsewhereIds);
  const published = elsewhere.filter((row) => row.status === ContentStatus.published).map((row) => row.id);
  await moveUnread(tx, elsewhereIds, published, userId, -1);
  const others = await membersOf(tx, elsewhereIds);
  return {
    messages: sent.map((row) => [row.id, row.status]),
    conversations: startedIds.map((id) => ({
      id,
      members: before.filter((row) => row.conversationId === id).map(membershipBefore),
    })),
    touchedUserIds: [...before, ...others].map((row) => row.userId),
  };
}

function membershipBefore(row: typeof conversationMembers.$inferSelect): ClosedMembership {
  return {
    userId: row.userId,
    active: row.active,
    unreadCount: row.unreadCount,
    leftAt: row.leftAt ? row.leftAt.toISOString() : null,
  };
}

/**
 * Undoes removeConversations: messages still deleted return to their status, the started
 * conversations' memberships return as they were, and elsewhere the restored messages count as
 * unread for whoever has not read past them.
 */
export async function restoreConversations(
  tx: Transaction,
  userId: number,
  record: Pick<SpammerRecord, 'messages' | 'conversations'>,
): Promise<{ messages: number; touchedUserIds: number[] }> {
  const messageIds = record.messages.map(([id]) => id);
  const rows =
    messageIds.length === 0
      ? []
      : await tx
          .select({ id: conversationMessages.id, conversationId: conversationMessages.conversationId })
          .from(conversationMessages)
          .where(
            and(
              inArray(conversationMessages.id, messageIds),
              eq(conversationMessages.status, ContentStatus.deleted),
            ),
          );
  const startedIds = record.conversations.map((conversation) => conversation.id);
  const allIds = [...new Set([...startedIds, ...rows.map((row) => row.conversationId)])].sort(
    (a, b) => a - b,
  );
  await lockConversations(tx, allIds);
  const stillDeleted = new Set(rows.map((row) => row.id));
  for (const status of [ContentStatus.published, ContentStatus.pending]) {
    const ids = record.messages
      .filter(([id, was]) => was === status && stillDeleted.has(id))
      .map(([id]) => id);
    if (ids.length === 0) continue;
    await tx
      .update(conversationMessages)
      .set({ status })
      .where(
        and(inArray(conversationMessages.id, ids), eq(conversationMessages.status, ContentStatus.deleted)),
      );
  }
  for (const conversation of record.conversations) {
    for (const member of conversation.members) {
      await tx
        .update(conversationMembers)
        .set({
          active: member.active,
          unreadCount: member.unreadCount,
          leftAt: member.leftAt === null ? null : new Date(member.leftAt),
        })
        .where(
          and(
            eq(conversationMembers.conversationId, conversation.id),
            eq(conversationMembers.userId, member.userId),
          ),
        );
    }
  }
  const elsewhere = rows.filter((row) => !startedIds.includes(row.conversationId));
  const elsewhereIds = [...new Set(elsewhere.map((row) => row.conversationId))];
  await resetLastMessages(tx, elsewhereIds);
  const wasPublished = new Set(
    record.messages.filter(([, was]) => was === ContentStatus.published).map(([id]) => id),
  );
  const published = elsewhere.filter((row) => wasPublished.has(row.id)).map((row) => row.id);
  await moveUnread(tx, elsewhereIds, published, userId, 1);
  const members = await membersOf(tx, allIds);
  return { messages: rows.length, touchedUserIds: members.map((row) => row.userId) };
}
