import { and, eq } from 'drizzle-orm';
import { getDb, type Database } from '../db/client.ts';
import { conversationMessages } from '../db/schema/index.ts';
import { activeMemberIds } from './conversationAccess.ts';
import { ContentStatus } from '@/shared/content/contentStatus.ts';
import { conversationPath } from '@/shared/conversations/conversationPaths.ts';

/**
 * What the @mentions helper needs to notify members named in a published message: its text and
 * author, the link, and the audience. Only members still in the conversation may be notified: a
 * mention must not reveal a private message to anyone outside it.
 */
export interface MessageMentionSource {
  messageId: number;
  conversationId: number;
  authorId: number;
  text: string;
  href: string;
  /** Active members other than the author: the only members a mention may notify. */
  audience: number[];
}

/** The mention source of a published message; undefined for a missing or still pending one. */
export async function mentionSourceOfMessage(
  messageId: number,
  db: Database = getDb(),
): Promise<MessageMentionSource | undefined> {
  const [row] = await db
    .select()
    .from(conversationMessages)
    .where(
      and(eq(conversationMessages.id, messageId), eq(conversationMessages.status, ContentStatus.published)),
    );
  if (!row) return undefined;
  const members = await activeMemberIds(db, row.conversationId);
  return {
    messageId: row.id,
    conversationId: row.conversationId,
    authorId: row.senderId,
    text: row.content,
    href: conversationPath(row.conversationId),
    audience: members.filter((id) => id !== row.senderId),
  };
}
