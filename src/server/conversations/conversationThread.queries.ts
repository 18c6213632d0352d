import { and, asc, desc, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { conversationMessages, type ConversationMessageRow } from '../db/schema/index.ts';
import { authorsByIds, missingAuthor } from '../users/authorsByIds.ts';
import { mentionedMembersByName, mentionsOf } from '../mentions/mentionedMembersByName.ts';
import { activeMemberIds, requireActiveMember } from './conversationAccess.ts';
import { messageReactions } from './messageReactions.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { MESSAGE_PAGE_SIZE } from '@/shared/conversations/conversationLimits.ts';
import type { ConversationDetail, ConversationMessageView } from '@/shared/conversations/conversationView.ts';

export interface MessagePage {
  /** Oldest to newest. */
  messages: ConversationMessageView[];
  /** Older messages exist before the first one. */
  hasOlder: boolean;
}

function imagesOf(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? parsed.filter((url): url is string => typeof url === 'string') : [];
  } catch {
    return [];
  }
}

// With the status filter beside it, MariaDB would read a cursor page by `ref` on the conversation
// alone, skipping every newer message; the hint keeps the (conversation_id, id) range.
export const THREAD_INDEX = { forceIndex: 'conversation_messages_thread_idx' };

/** Published messages, and the viewer's own ones still held for review. */
function visibleTo(viewerId: number): SQL | undefined {
  return or(
    eq(conversationMessages.status, ContentStatus.published),
    and(eq(conversationMessages.status, ContentStatus.pending), eq(conversationMessages.senderId, viewerId)),
  );
}

export async function toMessageViews(
  rows: ConversationMessageRow[],
  db: Database,
): Promise<ConversationMessageView[]> {
  // The page's `@username`s in one query, as comments do (decision 037).
  const [senders, mentioned, reactions] = await Promise.all([
    authorsByIds(
      rows.map((row) => row.senderId),
      db,
    ),
    mentionedMembersByName(
      rows.map((row) => row.content),
      db,
    ),
    messageReactions(
      rows.map((row) => row.id),
      db,
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    conversationId: row.conversationId,
    sender: senders.get(row.senderId) ?? missingAuthor(row.senderId),
    content: row.content,
    mentions: mentionsOf(row.content, mentioned),
    images: imagesOf(row.images),
    pending: row.status === ContentStatus.pending,
    createdAt: row.createdAt.toISOString(),
    reactions: reactions.get(row.id) ?? [],
  }));
}

/**
 * A page of the thread on conversation_messages_thread_idx: the newest page, the page before
 * message `before`, or every message after `after` (a live arrival), each oldest first.
 */
export async function readThreadPage(
  conversationId: number,
  viewerId: number,
  range: { before?: number | undefined; after?: number | undefined },
  db: Database = getDb(),
  limit = MESSAGE_PAGE_SIZE,
): Promise<MessagePage> {
  await requireActiveMember(conversationId, viewerId, db);
  const inThread = eq(conversationMessages.conversationId, conversationId);
  if (range.after !== undefined) {
    const rows = await db
      .select()
      .from(conversationMessages, THREAD_INDEX)
      .where(and(inThread, gt(conversationMessages.id, range.after), visibleTo(viewerId)))
      .orderBy(asc(conversationMessages.id))
      .limit(limit);
    return { messages: await toMessageViews(rows, db), hasOlder: false };
  }
  const rows = await db
    .select()
    .from(conversationMessages, THREAD_INDEX)
    .where(
      and(
        inThread,
        range.before ? lt(conversationMessages.id, range.before) : undefined,
        visibleTo(viewerId),
      ),
    )
    .orderBy(desc(conversationMessages.id))
    .limit(limit + 1);
  const hasOlder = rows.length > limit;
  const page = rows.slice(0, limit).reverse();
  return { messages: await toMessageViews(page, db), hasOlder };
}

/** The members still in it, for the thread's heading; 404 for anyone else. */
export async function readConversationDetail(
  conversationId: number,
  viewerId: number,
  db: Database = getDb(),
): Promise<ConversationDetail> {
  await requireActiveMember(conversationId, viewerId, db);
  const ids = await activeMemberIds(db, conversationId);
  const authors = await authorsByIds(ids, db);
  return {
    id: conversationId,
    members: ids.map((id) => authors.get(id) ?? missingAuthor(id)),
  };
}
